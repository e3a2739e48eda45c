"""Pictures the scanning tests make for themselves with libvips' command line (which
scripts/setup installs for the server anyway): a photo-like JPEG, and a camera video of
a word for Chromium's fake camera."""
import pathlib
import subprocess
import tempfile


def _vips(*args):
    subprocess.run(["vips", *map(str, args)], check=True, capture_output=True, timeout=60)


def photo_jpeg(width, height):
    """A colour JPEG of the given size: a soft gradient with nothing in it to read."""
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        _vips("grey", folder / "ramp.v", width, height)
        _vips("linear", folder / "ramp.v", folder / "grey.v", 180, 40, "--uchar")
        _vips("colourspace", folder / "grey.v", folder / "photo.jpg[Q=85]", "srgb")
        return (folder / "photo.jpg").read_bytes()


def word_video(word, path, width=640, height=480):
    """A Y4M video (one frame; Chromium loops it) of `word` in big black letters on
    white, the way a label reads close up."""
    path = pathlib.Path(path)
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        _vips("text", folder / "word.v", word, "--dpi", 400, "--font", "sans bold")
        _vips("invert", folder / "word.v", folder / "ink.v")
        _vips("embed", folder / "ink.v", folder / "frame.v", width // 8, height // 3, width, height, "--extend", "white")
        _vips("rawsave", folder / "frame.v", folder / "frame.raw")
        luma = (folder / "frame.raw").read_bytes()
    assert len(luma) == width * height, "one byte a pixel expected"
    chroma = bytes([128]) * (width // 2 * height // 2)
    header = f"YUV4MPEG2 W{width} H{height} F30:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + b"FRAME\n" + luma + chroma + chroma)
    return path


def jpeg_size(data):
    """(width, height) from a JPEG's frame header."""
    index = 2
    while index < len(data):
        assert data[index] == 0xFF, "not a JPEG marker"
        marker = data[index + 1]
        length = int.from_bytes(data[index + 2:index + 4], "big")
        if marker in (0xC0, 0xC1, 0xC2):
            height = int.from_bytes(data[index + 5:index + 7], "big")
            width = int.from_bytes(data[index + 7:index + 9], "big")
            return width, height
        index += 2 + length
    raise ValueError("no frame header")
