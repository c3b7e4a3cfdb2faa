/** The owner's name as a file-name part: "Élodie Marchand" → "elodie-marchand" (accents dropped, ASCII only). */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Where the build publishes the generated CV of a language: /cv/elodie-marchand-cv-en.pdf. A name with no
 * Latin letter (王小明) gives /cv/cv-en.pdf.
 */
export function generatedCvPath(name: string, language: string): string {
  const slug = nameSlug(name);
  return `/cv/${slug === '' ? '' : `${slug}-`}cv-${language}.pdf`;
}

/** The build publishes a hand-made CV (content/files/…/name.pdf, profile.cv) at the site root under its file name. */
export function handMadeCvPath(cvPath: string): string {
  const fileName = cvPath.slice(cvPath.lastIndexOf('/') + 1);
  return `/${encodeURIComponent(fileName)}`;
}

/** The CV a page offers for download: the owner's hand-made PDF when site.json names one, else the generated one. */
export function cvDownloadPath(profile: { name: string; cv?: string | undefined }, language: string): string {
  return profile.cv === undefined ? generatedCvPath(profile.name, language) : handMadeCvPath(profile.cv);
}
