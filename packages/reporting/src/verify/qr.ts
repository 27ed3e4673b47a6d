import QRCode from 'qrcode';

/** PNG QR code (data URL) of the public lookup URL, for the PDF and the HTML report. */
export function verificationQrDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 1, width: 256 });
}

/** SVG QR code of the public lookup URL (for web pages). */
export function verificationQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
