import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

ApplicationWindow {
    id: window
    required property var lobby
    property string quality: "software"
    property int startWidth: 1280
    property int startHeight: 800
    property bool startFullScreen: false

    width: startWidth
    height: startHeight
    minimumWidth: 800
    minimumHeight: 520
    visible: true
    title: "Dice Bar"
    color: Theme.background
    Material.theme: Material.Dark
    Material.accent: Theme.accent
    Material.background: Theme.panel
    Material.foreground: Theme.text

    property var autoStart: ({})

    Component.onCompleted: {
        if (startFullScreen) showFullScreen()
        if (autoStart.game && lobby.start(autoStart)) stack.push(tableComponent)
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: LobbyPage {
            lobby: window.lobby
            onStartRequested: setup => {
                if (window.lobby.start(setup))
                    stack.push(tableComponent)
            }
        }
    }

    Component {
        id: tableComponent
        TablePage {
            session: window.lobby.session
            quality: window.quality
            onLeaveRequested: {
                stack.pop()
                window.lobby.leave()
            }
            onAgainRequested: window.lobby.again()
        }
    }
}
