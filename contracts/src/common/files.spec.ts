import { contentTypeOf, fileKindOf } from './files.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('fileKindOf', () => {
  it('tells PDF, PNG, JPEG and WebP apart by their first bytes', () => {
    expect(fileKindOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(fileKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('png');
    expect(fileKindOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))).toBe('jpeg');
    expect(fileKindOf(bytes('RIFF', [0x24, 0x08, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(contentTypeOf.jpeg).toBe('image/jpeg');
  });

  it('refuses what only looks like one by its name: an executable, HTML, an empty or cut-off file', () => {
    expect(fileKindOf(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull(); // a Windows program renamed licence.pdf
    expect(fileKindOf(bytes('<!doctype html><script>'))).toBeNull();
    expect(fileKindOf(new Uint8Array())).toBeNull();
    expect(fileKindOf(bytes('%PD'))).toBeNull();
    expect(fileKindOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull(); // RIFF, but audio
  });
});
