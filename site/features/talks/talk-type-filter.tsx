import { talkTypes, type TalkEntry, type TalkType } from '../../../core/collections/talks/talks-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './talk-type-filter.module.css';

/** The types the talks have, in the model's order, with how many of each. */
export function typeCounts(talks: readonly TalkEntry[]): Array<{ type: TalkType; count: number }> {
  return talkTypes
    .map((type) => ({ type, count: talks.filter((talk) => talk.type === type).length }))
    .filter(({ count }) => count > 0);
}

/** What a list of talks carries for the filter's stylesheet: the types it holds, space-separated. */
export function typesOf(talks: readonly TalkEntry[]): string {
  return typeCounts(talks)
    .map(({ type }) => type)
    .join(' ');
}

/**
 * One radio per type the talks have (and "All"): the stylesheet hides the other types' talks, and a year
 * without any, from the checked radio alone, so the filter works without JavaScript and loads none.
 * Shown only when the talks are of two types or more.
 */
export function TalkTypeFilter({ talks }: { talks: readonly TalkEntry[] }) {
  const { t } = useI18n();
  const counts = typeCounts(talks);
  if (counts.length < 2) return null;
  const options = [{ value: 'all', label: t('talks.filterAll', { n: talks.length }) }].concat(
    counts.map(({ type, count }) => ({ value: type, label: `${t(`talks.type.${type}`)} (${count})` })),
  );
  return (
    <fieldset className={styles.filter} data-pagefind-ignore="all">
      <legend className={styles.legend}>{t('talks.filterLabel')}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input type="radio" name="talk-type" value={option.value} defaultChecked={option.value === 'all'} className={styles.radio} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
