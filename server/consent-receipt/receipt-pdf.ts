import PDFDocument from 'pdfkit';
import type { ReceiptDocument } from './receipt-sections';

const NAVY = '#0b2545';
const MARGIN = 48;

/**
 * The receipt as a one-page PDF (A4-wide US Letter), the same content as its HTML, in PDFKit's built-in Helvetica,
 * which needs no font file. Text is kept as text, so the PDF can be searched and its words copied.
 */
export function receiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: document.title, Subject: 'Consent receipt' },
    lang: document.language ?? 'en',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const heading = (text: string, size: number) => {
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(NAVY).text(text);
    pdf.moveDown(0.2);
  };
  heading(document.title, 15);
  heading('The disclosure as shown', 11);
  pdf.font('Helvetica').fontSize(9).fillColor('#1b2733').text(document.disclosure, { align: 'left' });
  for (const section of document.sections) {
    heading(section.title, 11);
    for (const [label, value] of section.rows) {
      pdf.font('Helvetica-Bold').fontSize(9).fillColor('#1b2733').text(`${label}: `, { continued: true });
      pdf.font('Helvetica').text(value);
    }
  }
  pdf.end();
  return done;
}
