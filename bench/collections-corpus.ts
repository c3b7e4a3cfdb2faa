import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The sizes of issue 20's "Scale" section: beside 1,000 works, a long career's other kinds. */
export const collectionsScale = { posts: 200, talks: 300, news: 1000 } as const;

const talkTypes = ['keynote', 'invited', 'contributed', 'seminar', 'poster', 'panel', 'outreach'] as const;

const day = (index: number, from = 2005) => {
  const date = new Date(Date.UTC(from, 0, 1 + index * 7));
  return date.toISOString().slice(0, 10);
};

function postText(index: number, language: 'en' | 'fr'): string {
  const title = language === 'en' ? `Notes on coastal process ${index}` : `Notes sur le processus côtier ${index}`;
  const words = (language === 'en' ? 'waves set-up run-up dunes overwash berm storm surge profile ' : 'vagues surcote jet de rive dunes franchissement berme tempête profil ').repeat(60);
  return `---
title: ${title}
date: ${day(index, 2015)}
summary: ${language === 'en' ? 'What a season of surveys says about beach recovery.' : 'Ce qu’une saison de levés dit de la reconstruction des plages.'}
tags: [${language === 'en' ? 'waves, field work' : 'vagues, terrain'}${index % 5 === 0 ? ', python' : ''}]
---

${words}

## ${language === 'en' ? 'The model' : 'Le modèle'}

The run-up follows $R_2 = 1.1\\,(0.35\\,\\beta_f\\sqrt{H_0 L_0})$, with

$$
L_0 = \\frac{g T^2}{2\\pi}
$$

| H (m) | T (s) | R (m) |
| --- | --- | --- |
| 2.0 | 10 | 1.4 |
| 3.5 | 12 | 2.2 |

\`\`\`python
def run_up(h0: float, t: float, slope: float) -> float:
    l0 = 9.81 * t ** 2 / (2 * 3.14159)
    return 1.1 * 0.35 * slope * (h0 * l0) ** 0.5
\`\`\`
`;
}

/**
 * Adds 200 posts (every one in the default language, every other one in French too), 300 talks and 1,000 news
 * items to a content folder (a copy of the shipped content), in both of its languages. Deterministic.
 */
export async function addCollectionsCorpus(contentDir: string): Promise<void> {
  const posts = join(contentDir, 'posts');
  await mkdir(posts, { recursive: true });
  for (let index = 0; index < collectionsScale.posts; index += 1) {
    await writeFile(join(posts, `scale-post-${index}.md`), postText(index, 'en'));
    if (index % 2 === 0) await writeFile(join(posts, `scale-post-${index}.fr.md`), postText(index, 'fr'));
  }
  const talks = JSON.parse(await readFile(join(contentDir, 'talks.json'), 'utf8')) as { items: unknown[] };
  for (let index = 0; index < collectionsScale.talks - talks.items.length; index += 1) {
    talks.items.push({
      id: `scale-talk-${index}`,
      title: { en: `Storm impacts on sandy coasts, part ${index}`, fr: `Impacts des tempêtes sur les côtes sableuses, partie ${index}` },
      event: `Coastal Dynamics ${2000 + (index % 26)}`,
      location: 'Brest, France',
      date: day(index, 2000),
      type: talkTypes[index % talkTypes.length],
      abstract: {
        en: 'Field surveys and numerical models of beach and dune response to storms, from one profile to a decade of change. '.repeat(3),
        fr: 'Levés de terrain et modèles numériques de la réponse des plages et des dunes aux tempêtes, d’un profil à une décennie. '.repeat(3),
      },
    });
  }
  await writeFile(join(contentDir, 'talks.json'), JSON.stringify(talks, null, 2));
  const news = JSON.parse(await readFile(join(contentDir, 'news.json'), 'utf8')) as { items: unknown[] };
  for (let index = 0; index < collectionsScale.news - news.items.length; index += 1) {
    news.items.push({
      id: `scale-news-${index}`,
      date: day(index, 2000),
      text: {
        en: `Our *field campaign* ${index} on the [Finistère beaches](https://example.org/${index}) is done: 40 profiles surveyed.`,
        fr: `Notre *campagne de terrain* ${index} sur les [plages du Finistère](https://example.org/${index}) est terminée : 40 profils levés.`,
      },
    });
  }
  await writeFile(join(contentDir, 'news.json'), JSON.stringify(news, null, 2));
}
