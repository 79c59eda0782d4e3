import { FILES } from '../../../../src/demo/persona-applications/drive-steps.ts';

export { FILES };

/** A one-page PDF whose catalog and page carry `catalog` and `page` extra entries, and `more` objects after. */
export function pdfWith({
  catalog = '',
  page = '',
  more = '',
}: {
  catalog?: string;
  page?: string;
  more?: string;
}) {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj <</Type /Catalog /Pages 2 0 R ${catalog}>> endobj`,
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      `3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${page}>> endobj`,
      more,
      'trailer <</Root 1 0 R /Size 6>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** Every file the server must refuse, with the status and the message a borrower sees (decision 184). */
export const BAD_UPLOADS: readonly {
  what: string;
  body: Buffer | undefined;
  contentType: string | undefined;
  status: number;
  message: string;
}[] = [
  {
    what: 'no file at all',
    body: undefined,
    contentType: undefined,
    status: 400,
    message: 'Choose a file to upload',
  },
  {
    what: 'an empty file',
    body: Buffer.alloc(0),
    contentType: 'application/pdf',
    status: 400,
    message: 'The file is empty',
  },
  {
    what: 'a file over 10 MB',
    body: Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - FILES.pdf.length)]),
    contentType: 'application/pdf',
    status: 413,
    message: 'The file is larger than 10 MB',
  },
  {
    what: 'a text file',
    body: Buffer.from('hello'),
    contentType: 'text/plain',
    status: 415,
    message: 'Upload a PDF, JPEG or PNG file',
  },
  {
    what: 'a GIF',
    body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    contentType: 'image/gif',
    status: 415,
    message: 'Upload a PDF, JPEG or PNG file',
  },
  {
    what: 'a Word file named as a PDF',
    body: Buffer.concat([
      Buffer.from('504b0304140006000800000021', 'hex'),
      Buffer.from('[Content_Types].xml word/document.xml'),
    ]),
    contentType: 'application/pdf',
    status: 415,
    message: 'Upload a PDF, JPEG or PNG file',
  },
  {
    what: 'a PDF sent as a PNG',
    body: FILES.pdf,
    contentType: 'image/png',
    status: 415,
    message: 'The file is not the kind its name says it is. Upload a PDF, JPEG or PNG file',
  },
  {
    what: 'a JPEG sent as a PDF',
    body: FILES.jpeg,
    contentType: 'application/pdf',
    status: 415,
    message: 'The file is not the kind its name says it is. Upload a PDF, JPEG or PNG file',
  },
  ...(
    [
      ['a PDF cut short', FILES.pdf.subarray(0, FILES.pdf.length - 8), 'application/pdf'],
      [
        'a PDF without pages',
        pdfWith({}).toString('latin1').replace('/Count 1', '/Count 0').replace('[3 0 R]', '[]'),
        'application/pdf',
      ],
      ['a PNG cut short', FILES.png.subarray(0, 40), 'image/png'],
      [
        'a PNG of no pixels',
        Buffer.concat([FILES.png.subarray(0, 16), Buffer.alloc(4), FILES.png.subarray(20)]),
        'image/png',
      ],
      ['a JPEG cut short', FILES.jpeg.subarray(0, FILES.jpeg.length - 10), 'image/jpeg'],
    ] as const
  ).map(([what, body, contentType]) => ({
    what,
    body: typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
    contentType,
    status: 400,
    message: 'The file is incomplete or damaged. Save or take it again, then upload the new file',
  })),
  ...(
    [
      [
        'a PDF that runs JavaScript on opening',
        { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' },
      ],
      [
        'a PDF whose opening action is a reference to a script',
        {
          catalog: '/OpenAction 4 0 R',
          more: '4 0 obj << /S /JavaScript /JS 5 0 R >> endobj\n5 0 obj (app.alert(1)) endobj',
        },
      ],
      ['a PDF with page actions (/AA)', { page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' }],
      ['a PDF that launches a program', { catalog: '/OpenAction << /S /Launch /F (calc.exe) >>' }],
      [
        'a PDF with document scripts (/Names /JavaScript)',
        {
          catalog: '/Names << /JavaScript 4 0 R >>',
          more: '4 0 obj << /Names [(a) 5 0 R] >> endobj\n5 0 obj << /S /JavaScript /JS (x) >> endobj',
        },
      ],
      [
        'a PDF hiding /JS behind name escapes',
        { catalog: '/OpenAction << /S /J#61va#53cript /J#53 (app.alert(1)) >>' },
      ],
    ] as const
  ).map(([what, parts]) => ({
    what,
    body: pdfWith(parts),
    contentType: 'application/pdf',
    status: 400,
    message:
      'This PDF contains a script or an automatic action, which we cannot accept. Print it to a new PDF or take a photo of it, then upload that',
  })),
];
