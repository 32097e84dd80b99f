import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateAroundTag } from './translate-around-tag';

async function start(text: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { common: { madeFrom: text } } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('translateAroundTag', () => {
  it('splits the text round the tag and fills in the values', async () => {
    const i18n = await start('Made from <song>{{title}}</song>, {{n}} times');
    expect(translateAroundTag(i18n, 'madeFrom', 'song', { title: 'Rain', n: 2 })).toEqual([
      'Made from ',
      'Rain',
      ', 2 times',
    ]);
  });

  it('finds the tags before the values go in, so a title may read like one', async () => {
    const i18n = await start('Made from <song>{{title}}</song>');
    expect(translateAroundTag(i18n, 'madeFrom', 'song', { title: '</song> & <b>' })).toEqual([
      'Made from ',
      '</song> & <b>',
      '',
    ]);
  });

  it('puts all the text first when the tags are missing', async () => {
    const i18n = await start('From {{title}}');
    expect(translateAroundTag(i18n, 'madeFrom', 'song', { title: 'Rain' })).toEqual([
      'From Rain',
      '',
      '',
    ]);
  });
});
