import { createFileRoute } from '@tanstack/react-router';
import { OPEN_TO_ALL } from '../../app/open-to-all';
import { RadioPage } from '../../features/radio/RadioPage';

/** Live radio (spec 001 §1): public songs, so open to visitors signed out too. */
export const Route = createFileRoute('/_app/radio/')({
  staticData: OPEN_TO_ALL,
  component: RadioPage,
});
