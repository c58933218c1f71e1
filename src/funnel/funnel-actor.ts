import type { ActorRefFrom } from 'xstate';
import type { FunnelMachine } from '../../machines/create-funnel-machine';

/** The running funnel a survey page's hooks watch and drive. */
export type FunnelActor = ActorRefFrom<FunnelMachine>;
