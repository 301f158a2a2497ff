import { describe, expect, it } from 'vitest';
import { ThinkFilter, stripThinking } from './think-filter.js';

const ANSWER = 'Ana vive en Madrid. <b>Cada</b> mañana compra pan < 3 euros.';
const RAW = `<think>The learner wants A2. Short sentences.</think>\n\n${ANSWER}`;

function run(deltas: string[]): { visible: string; sawThinking: boolean } {
  const filter = new ThinkFilter();
  const visible = deltas.map((delta) => filter.push(delta)).join('') + filter.end();
  return { visible, sawThinking: filter.sawThinking };
}

describe('ThinkFilter', () => {
  it('passes an answer without thinking through unchanged', () => {
    expect(run([ANSWER.slice(0, 10), ANSWER.slice(10)])).toEqual({ visible: ANSWER, sawThinking: false });
  });

  it('drops the think block and the blank line after it, at every possible split of the stream', () => {
    for (let cut = 0; cut <= RAW.length; cut += 1) {
      expect(run([RAW.slice(0, cut), RAW.slice(cut)]).visible, `split at ${cut}`).toBe(ANSWER);
    }
  });

  it('drops it when every character arrives alone (tags split over many chunks)', () => {
    expect(run(Array.from(RAW))).toEqual({ visible: ANSWER, sawThinking: true });
  });

  it('never lets a piece of the thinking out before the block is closed', () => {
    const filter = new ThinkFilter();
    const shown = ['<thi', 'nk>secret plan', ' more secret</thi', 'nk>', 'Hola'].map((d) => filter.push(d));
    expect(shown).toEqual(['', '', '', '', 'Hola']);
  });

  it('keeps a trailing "<thi" that never became a tag', () => {
    expect(run(['Menor que ', '<thi'])).toEqual({ visible: 'Menor que <thi', sawThinking: false });
  });

  it('hides an unclosed block (the model ran out of tokens while thinking)', () => {
    expect(run(['<think>Still thinking about', ' the story'])).toEqual({ visible: '', sawThinking: true });
  });

  it('removes a block in the middle of a JSON answer', () => {
    expect(stripThinking('<think>hmm</think>{"a":1}').visible).toBe('{"a":1}');
  });
});
