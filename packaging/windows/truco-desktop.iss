; Inno Setup 6 script: a per-user installer of the PyInstaller bundle for Windows.
;
; From the repository root, after building the bundle (packaging/README.md):
;
;   set TRUCO_VERSION=0.1.0        (the version in pyproject.toml)
;   iscc packaging\windows\truco-desktop.iss
;
; gives dist\truco-desktop-<version>-windows-x64-setup.exe. It installs without
; administrator rights into %LOCALAPPDATA%\Programs\Truco, adds a Start menu entry
; (and, if chosen, a desktop icon) and an uninstaller. Player data under
; %LOCALAPPDATA%\truco-desktop (settings, saves, statistics) is left in place.
; App id: io.github.trucodesktop.TrucoDesktop (the same as the Linux metainfo).

#define AppVersion GetEnv("TRUCO_VERSION")
#if AppVersion == ""
  #error Set TRUCO_VERSION to the version in pyproject.toml before running iscc.
#endif
#define AppName "Truco"
#define AppExe "truco-desktop.exe"

[Setup]
; Never change AppId: Windows recognises upgrades and the uninstaller by it.
AppId={{AD682234-4816-41A9-828D-BD0E7042CE5F}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The truco-desktop developers
AppPublisherURL=https://github.com/trucodesktop/truco-desktop
AppSupportURL=https://github.com/trucodesktop/truco-desktop/issues
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=truco-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile=packaging\windows\truco-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "ptbr"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "tr"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\truco-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle as a whole, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
