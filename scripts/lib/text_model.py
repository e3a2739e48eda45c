"""Builds LunchBox's scene-text models: PaddleOCR's PP-OCRv4 text detector (DBNet) and
recogniser (SVTR-LCNet, Latin and Chinese script), as PyPI's `rapidocr-onnxruntime`
1.4.4 ships them (Apache-2.0), rewritten so Debian's OpenCV 4.6 DNN reads them.

    python text_model.py DET.onnx REC.onnx OUTPUT_FOLDER

OpenCV 4.6's ONNX importer refuses or misreads what these graphs use, so:
- Clip takes its bounds as attributes, not inputs (the opset-11 form it refuses);
- the recogniser gets a fixed input, 1x3x48x320 (a short line, as PP-OCR reads it),
  1x3x48x240 and 1x3x48x160 (a word), and onnxsim folds away the shape arithmetic OpenCV
  cannot follow;
- Gemm becomes MatMul and Add (OpenCV's fully connected layer wants another bias shape);
- an element-wise op between a 1xTx1 and a 1xTxC tensor (layer normalisation's mean and
  deviation) first widens the narrow one with a MatMul by ones, and constants are
  expanded to the full shape they meet: OpenCV 4.6 broadcasts only along channels.

Writes ppocrv4-det.onnx, ppocrv4-rec-320.onnx, -240.onnx, -160.onnx and ppocrv4-keys.txt
(the recogniser's characters, one a line, from the model's own metadata) into
OUTPUT_FOLDER.
"""

import pathlib
import sys

import numpy as np
import onnx
import onnxsim
from onnx import helper, numpy_helper, shape_inference

# A short line at 320 pixels, 240 and a word at 160, which reads in half the time: most
# words on a pack, brought to 48 pixels tall, are narrower than 160, and a receipt's
# pieces spread over the three (the cost grows with the width).
RECOGNISER_WIDTHS = (320, 240, 160)
RECOGNISER_HEIGHT = 48


def constant_values(graph):
    """Initialisers and Constant nodes' values, by name."""
    values = {item.name: numpy_helper.to_array(item) for item in graph.initializer}
    for node in graph.node:
        if node.op_type == "Constant":
            for attribute in node.attribute:
                if attribute.name == "value":
                    values[node.output[0]] = numpy_helper.to_array(attribute.t)
    return values


def clip_bounds_as_attributes(model):
    values = constant_values(model.graph)
    for node in model.graph.node:
        if node.op_type != "Clip" or len(node.input) < 2:
            continue
        bounds = [values.get(name) if name else None for name in node.input[1:3]]
        del node.input[1:]
        for name, bound in zip(("min", "max"), bounds):
            if bound is not None:
                node.attribute.append(helper.make_attribute(name, float(bound)))


def fixed_input(model, shape):
    dimensions = model.graph.input[0].type.tensor_type.shape.dim
    for dimension, value in zip(dimensions, shape):
        dimension.ClearField("dim_param")
        dimension.dim_value = value
    for output in model.graph.output:
        for dimension in output.type.tensor_type.shape.dim:
            dimension.ClearField("dim_param")


def gemm_as_matmul(graph):
    initialisers = {item.name: item for item in graph.initializer}
    nodes = []
    for node in graph.node:
        if node.op_type != "Gemm":
            nodes.append(node)
            continue
        attributes = {item.name: helper.get_attribute_value(item) for item in node.attribute}
        left, right = node.input[0], node.input[1]
        if attributes.get("transB", 0):
            transposed = numpy_helper.to_array(initialisers[right]).T.astype(np.float32)
            right = right + "_transposed"
            graph.initializer.append(numpy_helper.from_array(np.ascontiguousarray(transposed), right))
        has_bias = len(node.input) > 2 and node.input[2]
        product = node.output[0] + "_product" if has_bias else node.output[0]
        nodes.append(helper.make_node("MatMul", [left, right], [product]))
        if has_bias:
            nodes.append(helper.make_node("Add", [product, node.input[2]], [node.output[0]]))
    del graph.node[:]
    graph.node.extend(nodes)


def shapes_of(model):
    inferred = shape_inference.infer_shapes(model)
    values = list(inferred.graph.value_info) + list(inferred.graph.input) + list(inferred.graph.output)
    return {value.name: [d.dim_value for d in value.type.tensor_type.shape.dim] for value in values}


def widen_narrow_operands(model):
    """x (1xTxC) op y (1xTx1) becomes x op (y times a 1xC row of ones)."""
    shapes = shapes_of(model)
    graph = model.graph
    initialisers = {item.name for item in graph.initializer}
    nodes = []
    for index, node in enumerate(graph.node):
        if node.op_type in ("Add", "Sub", "Mul", "Div") and len(node.input) == 2 and not set(node.input) & initialisers:
            left, right = (shapes.get(name) for name in node.input)
            if left and right and len(left) == len(right) == 3 and left[:2] == right[:2] and 1 in (left[2], right[2]) and left[2] != right[2]:
                narrow = 0 if left[2] == 1 else 1
                width = max(left[2], right[2])
                ones = f"ones_1x{width}"
                if ones not in initialisers:
                    graph.initializer.append(numpy_helper.from_array(np.ones((1, width), np.float32), ones))
                    initialisers.add(ones)
                widened = f"{node.input[narrow]}_widened_{index}"
                nodes.append(helper.make_node("MatMul", [node.input[narrow], ones], [widened]))
                node.input[narrow] = widened
        nodes.append(node)
    del graph.node[:]
    graph.node.extend(nodes)


def constants_at_full_shape(model):
    """A constant met by a tensor of rank 2 or more takes that tensor's whole shape."""
    shapes = shapes_of(model)
    graph = model.graph
    constants = constant_values(graph)
    for index, node in enumerate(graph.node):
        if node.op_type not in ("Add", "Sub", "Mul", "Div") or len(node.input) != 2:
            continue
        for side in (0, 1):
            constant, other = node.input[side], node.input[1 - side]
            if constant not in constants or other not in shapes:
                continue
            value, shape = constants[constant], shapes[other]
            if len(shape) < 2 or value.size <= 1 or list(value.shape) == shape:
                continue
            name = f"{constant}_full_{index}"
            full = np.ascontiguousarray(np.broadcast_to(value, shape).astype(np.float32))
            graph.initializer.append(numpy_helper.from_array(full, name))
            node.input[side] = name


def characters(model):
    text = next(item.value for item in model.metadata_props if item.key == "character")
    return [line for line in text.split("\n") if line != ""] if text.endswith("\n") else text.split("\n")


def main(detector_path, recogniser_path, output_folder):
    output = pathlib.Path(output_folder)

    detector = onnx.load(detector_path)
    clip_bounds_as_attributes(detector)
    onnx.save(detector, output / "ppocrv4-det.onnx")

    for width in RECOGNISER_WIDTHS:
        recogniser = onnx.load(recogniser_path)
        keys = characters(recogniser)
        fixed_input(recogniser, [1, 3, RECOGNISER_HEIGHT, width])
        recogniser, simplified = onnxsim.simplify(recogniser)
        if not simplified:
            sys.exit("text_model: onnxsim could not check the simplified recogniser")
        clip_bounds_as_attributes(recogniser)
        gemm_as_matmul(recogniser.graph)
        widen_narrow_operands(recogniser)
        constants_at_full_shape(recogniser)
        del recogniser.metadata_props[:]
        onnx.save(recogniser, output / f"ppocrv4-rec-{width}.onnx")
    (output / "ppocrv4-keys.txt").write_text("\n".join(keys) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
