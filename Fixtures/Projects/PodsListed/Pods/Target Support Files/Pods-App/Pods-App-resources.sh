#!/bin/sh
set -e
install_resource()
{
  echo "$1"
}
if [[ "$CONFIGURATION" == "Debug" ]]; then
  install_resource "${PODS_ROOT}/Toast/Toast/Resources/toast_close@2x.png"
  install_resource "${PODS_ROOT}/Toast/Toast/Resources/CardView.xib"
  install_resource "${PODS_CONFIGURATION_BUILD_DIR}/Toast/ToastResources.bundle"
fi
