import { describe, expect, it } from 'vitest';
import { invertedName, personName } from './person-name.ts';

describe('personName', () => {
  it.each([
    ['Yann Le Gall', 'Le Gall', 'Yann'],
    ['Jan van der Berg', 'van der Berg', 'Jan'],
    ['María José de la Fuente', 'de la Fuente', 'María José'],
    ['Zoë Ó Briain', 'Ó Briain', 'Zoë'],
    ['Ludwig van Beethoven', 'van Beethoven', 'Ludwig'],
    ['Anne-Marie Dupont', 'Dupont', 'Anne-Marie'],
    ['Jean Pierre Martin', 'Martin', 'Jean Pierre'],
    ['Müller, Andreas', 'Müller', 'Andreas'],
  ])('splits %s into family %s and given %s', (name, family, given) => {
    expect(personName(name)).toEqual({ family, given });
  });

  it('keeps a first word that looks like a particle as a given name ("Van Morrison" is not a family name alone)', () => {
    expect(personName('Van Morrison')).toEqual({ family: 'Morrison', given: 'Van' });
    expect(personName('De Andrade Silva')).toEqual({ family: 'Silva', given: 'De Andrade' });
  });

  it('takes the parts the owner gave over any split of the display name', () => {
    expect(personName({ name: 'Maria de Souza Santos', family: 'de Souza Santos', given: 'Maria' })).toEqual({ family: 'de Souza Santos', given: 'Maria' });
    expect(personName({ name: 'Wei Zhang', family: 'Zhang' })).toEqual({ family: 'Zhang' });
  });

  it('keeps a one-word name whole', () => {
    expect(personName('VaroquauxGaël')).toEqual({ literal: 'VaroquauxGaël' });
  });

  it('writes "Family, Given" for Highwire and RIS', () => {
    expect(invertedName('Yann Le Gall')).toBe('Le Gall, Yann');
    expect(invertedName('Zoë Ó Briain')).toBe('Ó Briain, Zoë');
    expect(invertedName('Plato')).toBe('Plato');
  });
});
