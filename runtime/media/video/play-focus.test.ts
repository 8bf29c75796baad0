// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { boxButtonFocused, keepFocusInBox } from './play-focus';

/** A video box as VideoPlayer renders it: the stage for the player, and our buttons as asked. */
function videoBox(buttons: string[] = []) {
  const box = document.body.appendChild(document.createElement('div'));
  box.className = 'rt-video';
  const stage = box.appendChild(document.createElement('div'));
  for (const name of buttons) box.appendChild(Object.assign(document.createElement('button'), { className: name }));
  return { box, stage };
}

afterEach(() => document.body.replaceChildren());

describe('boxButtonFocused', () => {
  it('is true only while one of our buttons in the box has the focus, not the player', () => {
    const { box, stage } = videoBox(['rt-video__play']);
    const frame = stage.appendChild(document.createElement('iframe'));
    expect(boxButtonFocused(box)).toBe(false);
    box.querySelector('button')!.focus();
    expect(boxButtonFocused(box)).toBe(true);
    frame.focus();
    expect(boxButtonFocused(box)).toBe(false);
    expect(boxButtonFocused(null)).toBe(false);
  });
});

describe('keepFocusInBox, after the focused button went', () => {
  it('gives the focus to our button now shown before the player', () => {
    const { box, stage } = videoBox(['rt-video__pause']);
    keepFocusInBox(box, stage.appendChild(document.createElement('iframe')));
    expect(document.activeElement).toBe(box.querySelector('.rt-video__pause'));
  });

  it('else to the player\'s own controls', () => {
    const { box, stage } = videoBox();
    const frame = stage.appendChild(document.createElement('iframe'));
    keepFocusInBox(box, frame);
    expect(document.activeElement).toBe(frame);
  });

  it('else to the box, by script only, and only while it holds it', () => {
    const { box } = videoBox();
    keepFocusInBox(box, null);
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('tabindex')).toBe('-1');
    box.blur();
    expect(box.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves alone focus that went elsewhere meanwhile', () => {
    const { box, stage } = videoBox(['rt-video__pause']);
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    keepFocusInBox(box, stage.appendChild(document.createElement('iframe')));
    expect(document.activeElement).toBe(elsewhere);
  });
});
