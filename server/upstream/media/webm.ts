export function productVideoWebm(_colorHex: string): Buffer {
  return Buffer.alloc(0);
}
