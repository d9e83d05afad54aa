/** The part of the `qrcode` package (dev only, no bundled types) the scan journey uses to draw a QR code. */
declare module 'qrcode' {
  interface QrModules {
    size: number
    get(row: number, col: number): number
  }
  const QRCode: {
    create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): { modules: QrModules }
  }
  export default QRCode
}
