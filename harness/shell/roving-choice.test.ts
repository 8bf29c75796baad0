import { describe, expect, it } from 'vitest';
import { movedIndex } from './roving-choice';

describe('the shell’s tab list and radio groups by keyboard', () => {
  it('Right and Down move on, Left and Up back, wrapping; Home and End go to the ends; other keys move nothing', () => {
    expect([movedIndex('ArrowRight', 0, 3), movedIndex('ArrowDown', 2, 3)]).toEqual([1, 0]);
    expect([movedIndex('ArrowLeft', 0, 3), movedIndex('ArrowUp', 2, 3)]).toEqual([2, 1]);
    expect([movedIndex('Home', 2, 3), movedIndex('End', 0, 3)]).toEqual([0, 2]);
    expect([movedIndex('Enter', 1, 3), movedIndex('ArrowRight', 0, 0)]).toEqual([null, null]);
  });
});
