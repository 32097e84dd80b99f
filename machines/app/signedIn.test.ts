import { describe, expect, it } from 'vitest';
import { fakePorts } from '../../tests/paths/helpers/app-ports';
import { FIRST_SIGNED_IN_CHILDREN, REST_SIGNED_IN_CHILDREN } from './signedIn';
import { createSignedInChildren } from './signedIn.children';
import { createRestSignedInChildren } from './signedIn.rest';

describe('signed-in children', () => {
  it('starts every child whose logic is loaded, the player followers too', () => {
    const ports = fakePorts();
    expect([...FIRST_SIGNED_IN_CHILDREN].sort()).toEqual(
      Object.keys(createSignedInChildren(ports)).sort(),
    );
    expect([...REST_SIGNED_IN_CHILDREN].sort()).toEqual(
      Object.keys(createRestSignedInChildren(ports)).sort(),
    );
  });
});
