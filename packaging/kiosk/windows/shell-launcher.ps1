<#
.SYNOPSIS
    Make Dice Bar the Windows shell of a kiosk account (Shell Launcher, Windows 10/11 Enterprise or Education).

.DESCRIPTION
    Instead of Explorer, the kiosk user gets Dice Bar in kiosk mode when they log in; every other account keeps
    Explorer. If Dice Bar crashes, Shell Launcher starts it again; if the operator quits it from the operator
    menu (exit status 0), nothing is started and the operator can sign out (Ctrl+Alt+Del).

    Run once, as an administrator, on the kiosk PC:
        powershell -ExecutionPolicy Bypass -File shell-launcher.ps1 -User kiosk
    Then set the operator's PIN as that user:  "C:\Program Files\Dice Bar\dicebar.exe" --set-pin
    and turn on automatic sign-in for it (e.g. Sysinternals Autologon). Undo with -Remove.
    See README.md, "Kiosk mode".
#>
param(
    [Parameter(Mandatory = $true)] [string] $User,
    [string] $Program = "C:\Program Files\Dice Bar\dicebar.exe",
    [switch] $Remove
)
$ErrorActionPreference = "Stop"

# Shell Launcher is an optional Windows feature; it needs a restart the first time it is turned on.
$feature = Get-WindowsOptionalFeature -Online -FeatureName "Client-EmbeddedShellLauncher"
if ($feature.State -ne "Enabled") {
    Enable-WindowsOptionalFeature -Online -FeatureName "Client-EmbeddedShellLauncher" -NoRestart | Out-Null
    Write-Host "Shell Launcher was turned on: restart Windows, then run this script again."
    exit 0
}

$account = New-Object System.Security.Principal.NTAccount($User)
$sid = $account.Translate([System.Security.Principal.SecurityIdentifier]).Value
$launcher = [wmiclass]"\\localhost\root\standardcimv2\embedded:WESL_UserSetting"

# What Shell Launcher does when the shell exits: 0 restart the shell, 1 restart the PC, 2 shut down, 3 nothing.
$restartShell = 0
$doNothing = 3

if ($Remove) {
    $launcher.RemoveCustomShell($sid) | Out-Null
    Write-Host "Dice Bar is no longer the shell of $User."
    exit 0
}

$launcher.SetDefaultShell("explorer.exe", $restartShell) | Out-Null
# exit status 0 (the operator chose "Quit Dice Bar"): leave it; anything else (a crash): start it again
$launcher.SetCustomShell($sid, "`"$Program`" --kiosk", @(0), @($doNothing), $restartShell) | Out-Null
$launcher.SetEnabled($true) | Out-Null
Write-Host "Dice Bar (kiosk mode) is now the shell of $User; other accounts keep Explorer."
