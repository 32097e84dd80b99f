import { sharedTaskWorld } from '../helpers/tasks';
import { concatCases } from './concat.cases';
import { coverCases } from './cover.cases';
import { extendCases } from './extend.cases';
import { infillCases } from './infill.cases';
import { mergeCases } from './merge.cases';
import { paintCases } from './paint.cases';
import { upsampleCases } from './upsample.cases';

/**
 * The generate-call tasks and the joins, on one server and one rendered song: each task's
 * cases live in its own `*.cases.ts`, and none changes the song, so they share it rather than
 * each render their own.
 */
const world = sharedTaskWorld();

mergeCases(world);
concatCases(world);
extendCases(world);
coverCases(world);
upsampleCases(world);
paintCases(world);
infillCases(world);
