import QtQuick
import QtQuick3D
import "dice"

// A die on the table: at rest where the session's model says, or flying along a step's frames.
Die {
    id: node
    property int dieIndex: -1
    property vector3d restPosition
    property quaternion restRotation
    property quaternion restOffset
    property bool flying: false
    property vector3d flyPosition
    property quaternion flyRotation
    property quaternion flyOffset
    property bool hidden: false             // PeekPoker: under a cup or off the table (its row holds no value)
    property bool realShadow: false         // casts a shadow map's shadow too (Table3D's high level)

    objectName: "die" + dieIndex
    position: flying ? flyPosition : restPosition
    orientation: flying ? flyRotation : restRotation
    offset: flying ? flyOffset : restOffset
    body.visible: !hidden
    blobShadow: !hidden  // the contact shadow, at every level
    castsShadows: !hidden && realShadow
}
