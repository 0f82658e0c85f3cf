import { describe, expect, it } from 'vitest';
import {
  decodeExtValue,
  fileNameFromContentDisposition,
  parseContentDisposition,
  safeFileName,
} from '../../src/api/contentDisposition';

describe('Content-Disposition', () => {
  // RFC 6266 §5's examples
  it.each([
    ['Attachment; filename=example.html', 'attachment', 'example.html'],
    ['INLINE; FILENAME= "an example.html"', 'inline', 'an example.html'],
    ["attachment; filename*= UTF-8''%e2%82%ac%20rates", 'attachment', '€ rates'],
    ['attachment; filename="EURO rates"; filename*=utf-8\'\'%e2%82%ac%20rates', 'attachment', '€ rates'],
  ])('reads RFC 6266 example %j', (header, type, name) => {
    expect(parseContentDisposition(header)).toEqual({ type, fileName: name });
  });

  it('prefers filename* whichever comes first', () => {
    expect(parseContentDisposition('attachment; filename*=UTF-8\'\'real.csv; filename="fallback.csv"')?.fileName).toBe(
      'real.csv',
    );
  });

  it('reads an Arabic name sent per RFC 5987', () => {
    const header = `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent('كشف الحساب.csv')}`;
    expect(fileNameFromContentDisposition(header)).toBe('كشف الحساب.csv');
  });

  it('reads an Arabic name a server put raw into filename (seen as one character per byte)', () => {
    const latin1 = String.fromCharCode(...new TextEncoder().encode('تقرير.csv'));
    expect(parseContentDisposition(`attachment; filename="${latin1}"`)?.fileName).toBe('تقرير.csv');
  });

  it('reads ISO-8859-1 ext-values and falls back to filename when filename* is broken', () => {
    expect(decodeExtValue("iso-8859-1'en'%A3%20rates")).toBe('£ rates');
    expect(decodeExtValue("UTF-8''foo-%E4.html")).toBeNull(); // not UTF-8
    expect(decodeExtValue("UTF-8''100%")).toBeNull();
    expect(decodeExtValue("koi8-r''%C1")).toBeNull();
    expect(parseContentDisposition('attachment; filename="plain.txt"; filename*=UTF-8\'\'foo-%E4.html')?.fileName).toBe(
      'plain.txt',
    );
  });

  it('unescapes quoted strings and keeps semicolons inside quotes', () => {
    expect(parseContentDisposition('attachment; filename="\\"quoting\\" tested.html"')?.fileName).toBe(
      '"quoting" tested.html',
    );
    expect(parseContentDisposition('attachment; filename="foo;bar.html"; size=3')?.fileName).toBe('foo;bar.html');
    expect(parseContentDisposition('attachment; filename="unterminated.csv')?.fileName).toBe('unterminated.csv');
  });

  it('does not percent-decode a plain filename', () => {
    expect(parseContentDisposition('attachment; filename="foo-%41.html"')?.fileName).toBe('foo-%41.html');
  });

  it('has no name for a bare type, an empty name or no header', () => {
    expect(parseContentDisposition('attachment')).toEqual({ type: 'attachment', fileName: null });
    expect(parseContentDisposition('attachment; filename=""')?.fileName).toBeNull();
    expect(parseContentDisposition(null)).toBeNull();
    expect(parseContentDisposition('  ')).toBeNull();
  });

  it('reads a header that starts with its parameter', () => {
    expect(parseContentDisposition('filename="only.csv"')).toEqual({ type: '', fileName: 'only.csv' });
  });
});

describe('safe file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['/foo.html', 'foo.html'],
    ['C:\\Users\\me\\file.csv', 'file.csv'],
    ['..', null],
    ['.hidden', 'hidden'],
    ['report.csv...', 'report.csv'],
    ['a<b>c:d|e?f*.csv', 'a_b_c_d_e_f_.csv'],
    ['"quoting" tested.html', '_quoting_ tested.html'],
    ['invoice\u202Ecsv.exe', 'invoicecsv.exe'],
    ['line\r\nbreak.csv', 'linebreak.csv'],
    ['CON.txt', '_CON.txt'],
    ['كشف الحساب.csv', 'كشف الحساب.csv'],
    ['', null],
  ])('makes %j safe: %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('shortens a long name and keeps its extension', () => {
    const safe = safeFileName(`${'a'.repeat(300)}.xlsx`)!;
    expect(safe.length).toBeLessThanOrEqual(180);
    expect(safe.endsWith('.xlsx')).toBe(true);
  });

  it('strips the folders of a percent-encoded traversal too', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd")).toBe('passwd');
  });

  it('falls back to the given name, then to `download`', () => {
    expect(fileNameFromContentDisposition('attachment', 'sample.csv')).toBe('sample.csv');
    expect(fileNameFromContentDisposition('attachment; filename=".."', 'sample.csv')).toBe('sample.csv');
    expect(fileNameFromContentDisposition(null)).toBe('download');
  });
});
