; The Windows installer of Magic Number Eleven (NSIS 3, Modern UI), made by build_spec/windows.py:
;   makensis -DVERSION=... -DPUBLISHER=... -DSOURCE=<game folder> -DOUTFILE=<setup.exe> -DICON=<app.ico>
;            -DART=<folder of installer-side.bmp and installer-head.bmp> -DSIZE_KB=...
; It installs for the current user only (no administrator rights) into %LOCALAPPDATA%\Programs,
; adds a Start-menu shortcut and, if chosen, a desktop one, and lists itself in installed apps.
; Uninstalling removes the program and its shortcuts and keeps the player's saves and replays
; (%LOCALAPPDATA%\MagicNumberEleven), and says so. `/S` installs or uninstalls silently.

; A 64-bit installer for the 64-bit game (it runs under wine64 alone, too).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!define APP "MagicNumberEleven"
!define TITLE "Magic Number Eleven"
!define EXE "${APP}.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${TITLE}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
BrandingText "${TITLE} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${TITLE}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "FileDescription" "${TITLE} setup"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "© ${PUBLISHER}"

!include "MUI2.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${ART}/installer-side.bmp"
!define MUI_HEADERIMAGE
!define MUI_HEADERIMAGE_RIGHT
!define MUI_HEADERIMAGE_BITMAP "${ART}/installer-head.bmp"
!define MUI_COMPONENTSPAGE_SMALLDESC
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(KeptSaves)"
; The language chosen at install is the uninstaller's too.
!define MUI_LANGDLL_REGISTRY_ROOT "HKCU"
!define MUI_LANGDLL_REGISTRY_KEY "Software\${APP}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "Japanese"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "Portuguese"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString GameSection ${LANG_ENGLISH} "Game"
LangString GameSection ${LANG_SIMPCHINESE} "游戏"
LangString GameSection ${LANG_JAPANESE} "ゲーム"
LangString GameSection ${LANG_PORTUGUESEBR} "Jogo"
LangString GameSection ${LANG_PORTUGUESE} "Jogo"
LangString GameText ${LANG_ENGLISH} "The game and a Start-menu shortcut (always installed)."
LangString GameText ${LANG_SIMPCHINESE} "游戏本体和开始菜单快捷方式（必装）。"
LangString GameText ${LANG_JAPANESE} "ゲーム本体とスタートメニューのショートカット（常にインストール）。"
LangString GameText ${LANG_PORTUGUESEBR} "O jogo e um atalho no menu Iniciar (sempre instalados)."
LangString GameText ${LANG_PORTUGUESE} "O jogo e um atalho no menu Iniciar (sempre instalados)."
LangString DesktopText ${LANG_ENGLISH} "A shortcut on your desktop."
LangString DesktopText ${LANG_SIMPCHINESE} "在桌面上放一个快捷方式。"
LangString DesktopText ${LANG_JAPANESE} "デスクトップにショートカットを置きます。"
LangString DesktopText ${LANG_PORTUGUESEBR} "Um atalho na sua área de trabalho."
LangString DesktopText ${LANG_PORTUGUESE} "Um atalho no seu ambiente de trabalho."
LangString DesktopSection ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopSection ${LANG_SIMPCHINESE} "桌面快捷方式"
LangString DesktopSection ${LANG_JAPANESE} "デスクトップのショートカット"
LangString DesktopSection ${LANG_PORTUGUESEBR} "Atalho na área de trabalho"
LangString DesktopSection ${LANG_PORTUGUESE} "Atalho no ambiente de trabalho"
LangString KeptSaves ${LANG_ENGLISH} "Your saved match and replays in $LOCALAPPDATA\${APP} are kept. Delete that folder to remove them too."
LangString KeptSaves ${LANG_SIMPCHINESE} "你保存的比赛和回放（$LOCALAPPDATA\${APP}）会被保留。若也要删除它们，请删除该文件夹。"
LangString KeptSaves ${LANG_JAPANESE} "保存した試合とリプレイ（$LOCALAPPDATA\${APP}）は残ります。それらも消すには、そのフォルダーを削除してください。"
LangString KeptSaves ${LANG_PORTUGUESEBR} "Sua partida salva e os replays em $LOCALAPPDATA\${APP} são mantidos. Apague essa pasta para removê-los também."
LangString KeptSaves ${LANG_PORTUGUESE} "A sua partida guardada e as repetições em $LOCALAPPDATA\${APP} são mantidas. Apague essa pasta para as remover também."
LangString Removed ${LANG_ENGLISH} "${TITLE} was removed."
LangString Removed ${LANG_SIMPCHINESE} "${TITLE} 已卸载。"
LangString Removed ${LANG_JAPANESE} "${TITLE} を削除しました。"
LangString Removed ${LANG_PORTUGUESEBR} "${TITLE} foi removido."
LangString Removed ${LANG_PORTUGUESE} "${TITLE} foi removido."

Function .onInit
  SetShellVarContext current
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "$(GameSection)" SecGame
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; A new version replaces the old one's files, never mixes with them.
  RMDir /r "$INSTDIR\_internal"
  File "${SOURCE}\${EXE}"
  File /r "${SOURCE}\_internal"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${TITLE}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${TITLE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(DesktopSection)" SecDesktop
  SetShellVarContext current
  CreateShortcut "$DESKTOP\${TITLE}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecGame} "$(GameText)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "$(DesktopText)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; Only what the installer put there: a folder the player chose may hold other things.
Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${TITLE}.lnk"
  Delete "$DESKTOP\${TITLE}.lnk"
  Delete "$INSTDIR\${EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP}"
  DetailPrint "$(KeptSaves)"
SectionEnd

Function un.onInit
  SetShellVarContext current
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Function un.onUninstSuccess
  MessageBox MB_OK|MB_ICONINFORMATION "$(Removed)$\r$\n$\r$\n$(KeptSaves)" /SD IDOK
FunctionEnd
