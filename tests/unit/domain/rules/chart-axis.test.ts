import { axisFormatter, niceTicks, tickStep, wrapLabel } from '@domain/rules/chart-axis';
import { describe, expect, it } from 'vitest';

const NB = '\u00a0';

describe('niceTicks', () => {
  it('goes from 0 in round steps up to the first tick at or past the maximum', () => {
    expect(niceTicks(21_300, 5)).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000]);
    expect(niceTicks(3_480, 7)).toEqual([0, 500, 1_000, 1_500, 2_000, 2_500, 3_000, 3_500]);
    expect(niceTicks(0.9, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('never passes 100% for a share, even when the parts add up to a hair over 100', () => {
    expect(niceTicks(100.0000001, 5, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(100, 10, 100).at(-1)).toBe(100);
    expect(niceTicks(100, 4, 100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(47, 5, 100)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('an all-zero series still has an axis', () => {
    expect(niceTicks(0, 5)).toEqual([0, 1]);
  });
});

describe('axisFormatter', () => {
  it('formats every tick of an axis alike: all in thousands once the top reaches 10.000', () => {
    const ticks = niceTicks(21_300, 5);
    const f = axisFormatter('brl', ticks);
    expect(ticks.map(f)).toEqual([
      `R$${NB}0`,
      `R$${NB}5${NB}mil`,
      `R$${NB}10${NB}mil`,
      `R$${NB}15${NB}mil`,
      `R$${NB}20${NB}mil`,
      `R$${NB}25${NB}mil`,
    ]);
  });

  it('keeps the fraction digits of the step on every tick, and plain thousands below 10.000', () => {
    const ticks = [0, 2_500, 5_000, 7_500, 10_000];
    expect(ticks.map(axisFormatter('kg', ticks))).toEqual([
      '0',
      `2,5${NB}mil`,
      `5,0${NB}mil`,
      `7,5${NB}mil`,
      `10,0${NB}mil`,
    ]);
    const small = [0, 2_000, 4_000, 6_000, 8_000];
    expect(small.map(axisFormatter('brl', small))).toEqual([
      `R$${NB}0`,
      `R$${NB}2.000`,
      `R$${NB}4.000`,
      `R$${NB}6.000`,
      `R$${NB}8.000`,
    ]);
  });

  it('millions, shares and counts', () => {
    const big = [0, 500_000, 1_000_000, 1_500_000];
    expect(big.map(axisFormatter('kg', big))).toEqual(['0', `0,5${NB}mi`, `1,0${NB}mi`, `1,5${NB}mi`]);
    const pct = niceTicks(100, 5, 100);
    expect(pct.map(axisFormatter('pct', pct))).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(axisFormatter('count', [0, 1, 2])(2)).toBe('2');
  });
});

describe('tickStep', () => {
  it('thins the labels by the width each category gets', () => {
    // 31 days in 260 px (a phone): labels of ~32 px every 5th day.
    expect(tickStep(260 / 31, 32)).toBe(5);
    // The same month in 1000 px: every 2nd day.
    expect(tickStep(1000 / 31, 32)).toBe(2);
    // Five restaurants in 1000 px: all.
    expect(tickStep(200, 120)).toBe(1);
    expect(tickStep(0, 30)).toBe(1);
  });
});

describe('wrapLabel', () => {
  it('breaks at spaces into lines that fit, and marks what does not fit', () => {
    expect(wrapLabel('Metalúrgica ABC (São Bernardo do Campo)', 18, 3)).toEqual([
      'Metalúrgica ABC',
      '(São Bernardo do',
      'Campo)',
    ]);
    expect(wrapLabel('Metalúrgica ABC (São Bernardo do Campo)', 18, 2)).toEqual([
      'Metalúrgica ABC',
      '(São Bernardo do…',
    ]);
    expect(wrapLabel('Universidade', 8, 2)).toEqual(['Univers…']);
    expect(wrapLabel('26/10', 10, 1)).toEqual(['26/10']);
  });
});
