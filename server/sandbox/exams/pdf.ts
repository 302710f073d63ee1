/**
 * A minimal one-page PDF (A4, Helvetica) written by hand: no library. Text is reduced to printable
 * ASCII so that every byte offset in the cross-reference table is exact.
 */
function pdfText(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function minimalPdf(title: string, lines: string[] = []): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
