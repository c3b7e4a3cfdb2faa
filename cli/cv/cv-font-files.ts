import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Apart from cv-fonts.ts: validation reads these paths too (font-coverage.ts) and needs no font data.
const fontPackage = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'));

export const cvFontFiles = {
  regular: join(fontPackage, '400Regular', 'NotoSans_400Regular.ttf'),
  italic: join(fontPackage, '400Regular_Italic', 'NotoSans_400Regular_Italic.ttf'),
  bold: join(fontPackage, '700Bold', 'NotoSans_700Bold.ttf'),
  boldItalic: join(fontPackage, '700Bold_Italic', 'NotoSans_700Bold_Italic.ttf'),
} as const;
