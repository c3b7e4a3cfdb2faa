/** Where each template of templates/owner/ goes in the owner's repository (npm leaves dotfiles out of packages). */
const destinations: Readonly<Record<string, string>> = {
  'README.md': 'README.md',
  gitignore: '.gitignore',
  npmrc: '.npmrc',
  'workflows/deploy.yml': '.github/workflows/deploy.yml',
  'workflows/refresh-publications.yml': '.github/workflows/refresh-publications.yml',
  'workflows/upgrade.yml': '.github/workflows/upgrade.yml',
};

export const ownerTemplates = Object.keys(destinations);

/** The folder's name as an npm package name: lower case, letters, digits and - . _ only. */
function packageName(folderName: string): string {
  const name = folderName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name === '' ? 'my-research-site' : name.slice(0, 214);
}

/** The owner's package.json: the product as a dependency by version range, and the commands as scripts. */
function ownerPackageJson(folderName: string, productVersion: string): string {
  const manifest = {
    name: packageName(folderName),
    private: true,
    type: 'module',
    scripts: {
      start: 'portfolio build && portfolio preview',
      build: 'portfolio build',
      dev: 'portfolio dev',
      validate: 'portfolio validate',
      refresh: 'portfolio fetch-publications',
      upgrade: 'npm update researcher-portfolio && portfolio upgrade',
    },
    dependencies: { 'researcher-portfolio': `^${productVersion}` },
    engines: { node: '>=20.19.0' },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Every file of the owner's repository but the content: [path in the repository, text]. */
export function ownerFiles(templates: ReadonlyMap<string, string>, folderName: string, productVersion: string): Array<[string, string]> {
  const files = ownerTemplates.map((template): [string, string] => {
    const text = templates.get(template);
    if (text === undefined) throw new Error(`the product's templates/owner/${template} is missing: reinstall the product`);
    return [destinations[template] as string, text];
  });
  return [['package.json', ownerPackageJson(folderName, productVersion)], ...files];
}

/** A content file's `$schema` pointing into the product's folder as installed in the owner's node_modules. */
export function withInstalledSchemas(json: string): string {
  return json.replace(/("\$schema"\s*:\s*")(?:\.\.\/)+schemas\//, '$1../node_modules/researcher-portfolio/schemas/');
}
