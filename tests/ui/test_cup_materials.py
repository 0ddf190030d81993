"""The cup's four materials (outside, band, inside, thread) differ only in values, never in the features that make a
shader: under software rendering (llvmpipe) every distinct shader is compiled again for each state it is drawn in
(solid and fading), about 2 MB apiece. One shader for the cup makes two compiled pipelines; a material with a
feature (clearcoat on the outside alone, say) would add a shader and two more pipelines."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression, qmlContext

from .conftest import QML_DIR

# What decides a PrincipledMaterial's shader (Qt Quick 3D's shader key), as far as the cup could set it.
WRAPPER = b"""
import QtQuick
import QtQuick3D
Cup {
    function find(node, name) {
        if (node.objectName === name) return node
        for (let k = 0; k < node.children.length; k++) {
            const found = find(node.children[k], name)
            if (found) return found
        }
        return null
    }
    function features() {
        const body = find(this, "cupBody")
        const maps = ["baseColorMap", "normalMap", "roughnessMap", "metalnessMap", "specularMap", "emissiveMap",
                      "occlusionMap", "opacityMap", "clearcoatMap", "heightMap"]
        const out = []
        for (let k = 0; k < body.materials.length; k++) {
            const m = body.materials[k]
            out.push(JSON.stringify({
                lighting: m.lighting, alphaMode: m.alphaMode, blendMode: m.blendMode, depth: m.depthDrawMode,
                cull: m.cullMode, vertexColors: m.vertexColorsEnabled, clearcoat: m.clearcoatAmount > 0,
                transmission: m.transmissionFactor > 0, metal: m.metalness > 0,
                maps: maps.filter(name => m[name] !== null)
            }))
        }
        return JSON.stringify(out)
    }
}
"""


def cup_material_features(engine: QQmlEngine) -> list[dict[str, Any]]:
    component = QQmlComponent(engine)
    component.setData(WRAPPER, QUrl.fromLocalFile(str(QML_DIR / "CupMaterialsTest.qml")))
    cup = component.create()
    assert cup is not None, component.errorString()
    found = QQmlExpression(qmlContext(cup), cup, "features()").evaluate()[0]
    cup.deleteLater()
    assert isinstance(found, str), found
    return [json.loads(text) for text in json.loads(found)]


def test_the_cups_materials_share_one_shader(qapp: Any) -> None:
    engine = QQmlEngine()
    engine.addImportPath(str(QML_DIR))
    features = cup_material_features(engine)
    assert len(features) == 4  # outside, band, inside, thread
    assert all(feature == features[0] for feature in features), features
    # and they are the leather's: lit, opaque, vertex-coloured, writing depth while the cup fades
    assert features[0]["vertexColors"] is True and features[0]["clearcoat"] is False
    del engine
