/**
 * What Hugo Blox's academic starters ship as examples (Academic 4, Wowchemy 5, Hugo Blox 5.9, and
 * `templates/academic-cv` to 2025, read from HugoBlox/hugo-blox-builder's history), as folder name and title:
 * a page still named and titled so was never the owner's.
 */
const demoPages: Record<string, Array<[string, string]>> = {
  publication: [
    ['conference-paper', 'An example conference paper'],
    ['journal-article', 'An example journal article'],
    ['preprint', 'An example preprint / working paper'],
    ['example', 'An example conference paper'],
  ],
  talk: [
    ['example', 'Example Talk'],
    ['example', 'Create Beautiful Presentations with Markdown'],
  ],
  project: [
    ['internal-project', 'Internal Project'],
    ['external-project', 'External Project'],
    ['example', 'Example Project'],
    ['pandas', 'Pandas'],
    ['pytorch', 'PyTorch'],
    ['scikit', 'scikit-learn'],
  ],
  post: [
    ['getting-started', 'Academic: the website builder for Hugo'],
    ['jupyter', 'Display Jupyter Notebooks with Academic'],
    ['writing-technical-content', 'Writing technical content in Academic'],
    ['getting-started', 'Welcome to Wowchemy, the website builder for Hugo'],
    ['getting-started', 'Welcome to Hugo Blox Builder, the website builder for Hugo'],
    ['writing-technical-content', 'Writing technical content in Markdown'],
    ['blog-with-jupyter', 'Blog with Jupyter Notebooks!'],
    ['data-visualization', '📈 Communicate your results effectively with the best data visualizations'],
    ['get-started', '🎉 Easily create your own simple yet highly customizable blog'],
    ['notebook-onboarding', '⚡️ Turn Jupyter Notebooks into Blog Posts'],
    ['project-management', '✅ Manage your projects'],
    ['second-brain', '🧠 Sharpen your thinking with a second brain'],
    ['teach-courses', '👩🏼‍🏫 Teach academic courses'],
  ],
};

export function isDemoPage(kind: string, name: string, title: string): boolean {
  return (demoPages[kind] ?? []).some(([demoName, demoTitle]) => demoName === name && demoTitle.toLowerCase() === title.trim().toLowerCase());
}

/** The organisations of the experience the Academic and Wowchemy starters ship in `content/home/experience.md`. */
const demoOrganizations = new Set(['gencoin', 'university x']);

export function isDemoExperience(organizations: string[]): boolean {
  return organizations.length > 0 && organizations.every((organization) => demoOrganizations.has(organization.toLowerCase()));
}
