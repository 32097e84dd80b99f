/** Numbers as sung words: '99' → 'ninety nine', '1985' → 'nineteen eighty five', '2nd', '80s'. */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function below100(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

function cardinal(n: number): string {
  if (n < 100) return below100(n);
  if (n < 1000) {
    const rest = n % 100;
    return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${below100(rest)}` : ''}`;
  }
  if (n < 1_000_000) {
    const rest = n % 1000;
    return `${cardinal(Math.floor(n / 1000))} thousand${rest ? ` ${cardinal(rest)}` : ''}`;
  }
  return String(n)
    .split('')
    .map((d) => ONES[Number(d)])
    .join(' ');
}

/** Years are read in pairs (nineteen eighty five); other numbers as cardinals. */
function numberWords(n: number): string {
  const isPairYear = n >= 1100 && n <= 2099 && n % 1000 >= 10 && (n < 2000 || n >= 2010);
  if (isPairYear) {
    const low = n % 100;
    const high = below100(Math.floor(n / 100));
    return low === 0
      ? `${high} hundred`
      : `${high} ${low < 10 ? `oh ${ONES[low]}` : below100(low)}`;
  }
  return cardinal(n);
}

function ordinal(words: string): string {
  const parts = words.split(' ');
  const last = parts.pop()!;
  const tail = ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...parts, tail].join(' ');
}

/** The words a numeric token is sung as, or null when the token is not a number. */
export function spellNumber(token: string): string | null {
  const match = /^'?(\d{1,7})('?s|st|nd|rd|th)?$/i.exec(token);
  if (!match) return null;
  const words = numberWords(Number(match[1]));
  const suffix = match[2]?.toLowerCase().replace("'", '');
  if (suffix === 's') return words.endsWith('y') ? `${words.slice(0, -1)}ies` : `${words}s`;
  if (suffix) return ordinal(words);
  return words;
}
