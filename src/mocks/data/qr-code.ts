/**
 * A small real PNG (132 × 132, 1-bit) that looks like a QR code: finder patterns and a fixed random
 * module pattern. The mock has no authenticator secret worth encoding; the app only shows the image.
 */
export const QR_CODE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAIQAAACEAQAAAAB5P74KAAAAzElEQVR42u2WQRKFMAhDuQH3v2VuwCdp/x914YzkL60L8S0QaNJp1HXFS84kIrKjzBWMSfKrMjIVz0nHCcSGLkH+gXSPYRNNS+2WQzhwrdNePCdaWbho4zEBE/JB7gpnpBEohd7EKIMwM/iqOvxrQLoyoJaoHMJOsf3iEI3rlHlEWkoMsNU1J2DOAM1SDmFmdiqjGKTkuh7Y13EzwpTL/kfvPCcyLOEe3ZjIuD8pWAREPNxM0gWuGh0iVXab0GkyJpp8rIM2DfLeCm7IB+kFvGwNQJsUAAAAAElFTkSuQmCC';
