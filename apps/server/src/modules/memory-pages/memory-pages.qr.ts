/**
 * QR codes of a page's address for a plaque on the grave: error correction M (survives some weathering and dirt)
 * and the standard quiet zone of 4 modules, which printed plaques need to be read reliably.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** 1024 px square PNG: sharp enough to print at 8–10 cm. */
export async function qrPng(url: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: 1024 });
}

/** A scalable SVG for engraving and print shops. */
export async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}
