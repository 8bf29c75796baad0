/** The publishing server's list of the named colours a page uses (its data's `colours`, publish/named-colours.ts). */
import { colourKind } from '../runtime/safety/colour';
import { namedColour, type ColourChannels } from '../runtime/safety/named-colours';
import { isRecord } from '../runtime/safety/is-record';

/**
 * The named colours in the colour values found in `value` (every string the colour check takes,
 * with the names inside its gradients): what a published page's script needs to check them as the
 * server did (publish/named-colours.ts).
 */
export function namedColoursIn(value: unknown): Record<string, ColourChannels> {
  const table: Record<string, ColourChannels> = {};
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (colourKind(item) === null) return;
      for (const word of item.toLowerCase().match(/[a-z]+/g) ?? []) {
        const channels = namedColour(word);
        if (channels) table[word] = channels;
      }
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (isRecord(item)) Object.values(item).forEach(visit);
  };
  visit(value);
  return table;
}
