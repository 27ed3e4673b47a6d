const UNITS = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1024 },
  { unit: 'megabyte', size: 1024 * 1024 },
] as const;

/** A file size in the largest unit it reaches (bytes, kB, MB), as the browser's locale writes it. */
export function formatSize(bytes: number): string {
  const { unit, size } = [...UNITS].reverse().find((u) => bytes >= u.size) ?? UNITS[0];
  return new Intl.NumberFormat(undefined, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}
