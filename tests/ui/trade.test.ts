// A disabled Offer button says why (issue 18 item 5), with commodities counted in C&K.
import { describe, expect, it } from 'vitest';
import { offerProblem } from '../../src/ui/panels/Trade';
import { KINDS, RESOURCES } from '../../src/ui/vocabulary';

describe('offerProblem', () => {
  it('names what is missing, or the kind asked for on both sides', () => {
    expect(offerProblem({}, { ore: 1 }, RESOURCES)).toMatch(/what you give/);
    expect(offerProblem({ wool: 1 }, {}, RESOURCES)).toMatch(/what you ask for/);
    expect(offerProblem({ wool: 1 }, { wool: 1 }, RESOURCES)).toBe('You cannot give and ask for wool in one offer.');
    expect(offerProblem({ wool: 1 }, { ore: 1 }, RESOURCES)).toBeNull();
  });

  it('counts commodities in Cities & Knights', () => {
    expect(offerProblem({ cloth: 1 }, { coin: 1 }, KINDS)).toBeNull();
    expect(offerProblem({ paper: 2 }, { paper: 1 }, KINDS)).toBe('You cannot give and ask for paper in one offer.');
  });
});
