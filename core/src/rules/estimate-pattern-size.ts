/** Counted repetitions as RE2 reads them: `{n}`, `{n,}` and `{n,m}`. */
const COUNTED_REPETITION = /^\{(\d+)(?:,(\d*))?\}/;

/** What every compiled program holds besides the pattern: its start, the match and the whole-match capture. */
const PROGRAM_OVERHEAD = 8;

/** The index just past the character class opening at `start`, in RE2 syntax. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  // A `]` right after the opening bracket is a literal member, not the end.
  if (pattern[i] === ']') i++;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === ']') return i + 1;
    if (c === '\\') {
      i = escapeEnd(pattern, i);
    } else if (c === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2);
      i = close < 0 ? i + 1 : close + 2;
    } else {
      i++;
    }
  }
  return pattern.length;
}

/** The index just past the escape starting at `start` (`\d`, `\pL`, `\p{Greek}`, `\x{263a}`). */
function escapeEnd(pattern: string, start: number): number {
  const kind = pattern[start + 1];
  if ((kind === 'p' || kind === 'P' || kind === 'x') && pattern[start + 2] === '{') {
    const close = pattern.indexOf('}', start + 3);
    return close < 0 ? pattern.length : close + 1;
  }
  if (kind === 'p' || kind === 'P') return Math.min(pattern.length, start + 3);
  return Math.min(pattern.length, start + 2);
}

interface OpenGroup {
  /** The cost of the enclosing sequence before the group opened. */
  readonly before: number;
  /** Capturing groups compile to two more instructions, which record where they matched. */
  readonly capturing: boolean;
}

/**
 * An upper estimate of the number of instructions RE2 compiles `pattern` to, read from the
 * text alone in time linear in its length, so a pattern can be judged before it is
 * compiled. The estimate matters because both compiling and matching cost grow with it:
 * RE2 matches in time linear in the answer, times the program's size, and a counted
 * repetition such as `(.*a){1000}` copies what it repeats, so eleven characters compile to
 * 5,000 instructions that take a second on a 10,000-character answer.
 *
 * Each literal, class, escape, anchor or `.` counts one; `*`, `+`, `?` and `|` two more;
 * a group one, and a capturing group two more; `x{n,m}` counts `x` m times plus one for each optional copy, and
 * `x{n,}` counts it n times plus one. Text that RE2 would refuse is estimated all the same:
 * compiling it fails anyway.
 * @public
 */
export function estimatePatternSize(pattern: string): number {
  const open: OpenGroup[] = [];
  // The cost of the sequence being read, and of its latest item (what a repetition repeats).
  let cost = 0;
  let last = 0;
  const item = (size: number) => {
    cost += size;
    last = size;
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '\\' && pattern[i + 1] === 'Q') {
      // \Q…\E quotes its text: every character is a literal.
      const end = pattern.indexOf('\\E', i + 2);
      const stop = end < 0 ? pattern.length : end;
      for (let k = i + 2; k < stop; k++) item(1);
      i = end < 0 ? pattern.length : end + 2;
    } else if (c === '\\') {
      item(1);
      i = escapeEnd(pattern, i);
    } else if (c === '[') {
      item(1);
      i = classEnd(pattern, i);
    } else if (c === '(') {
      let capturing = true;
      i++;
      if (pattern[i] === '?') {
        // (?flags), (?flags:…), (?:…), (?P<name>…) and (?<name>…): the header is no item.
        let j = i + 1;
        while (j < pattern.length && pattern[j] !== ':' && pattern[j] !== ')' && pattern[j] !== '>') j++;
        if (pattern[j] === ')') {
          i = j + 1;
          continue;
        }
        capturing = pattern[j] === '>';
        i = j + 1;
      }
      open.push({ before: cost, capturing });
      cost = 0;
      last = 0;
    } else if (c === ')' && open.length > 0) {
      const group = open.pop() as OpenGroup;
      // An empty group still compiles to one instruction.
      const size = cost + 1 + (group.capturing ? 2 : 0);
      cost = group.before + size;
      last = size;
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      // The loop or choice, and the empty instruction RE2 adds around some repeated items.
      cost += 2;
      last += 2;
      i++;
    } else if (c === '|') {
      // The alternation, and the empty instruction of a branch that may be empty.
      cost += 2;
      last = 0;
      i++;
    } else if (c === '{' && COUNTED_REPETITION.test(pattern.slice(i, i + 24))) {
      const [text, min, max] = COUNTED_REPETITION.exec(pattern.slice(i, i + 24)) as RegExpExecArray;
      const least = Number(min);
      const unbounded = max === '';
      const most = max === undefined || unbounded ? least : Number(max);
      // x{n,m} compiles to m copies of x, the last m - n each behind one more alternation;
      // x{n,} to n copies and a loop back.
      const copies = Math.max(1, least, most);
      const alternations = unbounded ? 1 : Math.max(0, most - least);
      cost += last * (copies - 1) + alternations;
      last = last * copies + alternations;
      i += text.length;
    } else {
      item(1);
      i++;
    }
  }
  while (open.length > 0) cost += (open.pop() as OpenGroup).before;
  return cost + PROGRAM_OVERHEAD;
}
