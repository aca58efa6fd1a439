// TL.setup, TL.face-dancers: the Tleilaxu are dealt no traitor card; once every other faction has picked its traitor
// (0.11), they draw three Face Dancers from the traitor deck, kept secret until revealed.
import type { Context } from '../../context.ts';
import type { StepDef } from '../../phases/handler.ts';
import type { SetupStep } from '../../phases/setup/types.ts';
import type { Draft, TraitorCardId } from '../../types.ts';
import { TLEILAXU, tleilaxuOf } from './state.ts';

export const FACE_DANCERS = 3;

/** Draws `count` Face Dancers from the top of the traitor deck into the Tleilaxu's hand of them. */
export function drawFaceDancers(ctx: Context, count: number): void {
  const drawn = ctx.own('decks').traitor.splice(0, count);
  const part = tleilaxuOf(ctx.state);
  ctx.state.tleilaxu = { ...part, faceDancers: [...part.faceDancers, ...drawn] };
  ctx.emit({ type: 'face-dancers-drawn', count: drawn.length });
  ctx.emit({ type: 'face-dancers-seen', cards: drawn }, TLEILAXU);
}

export const faceDancersStep: StepDef<SetupStep> = {
  step: 'face-dancers',
  rule: 'TL.face-dancers',
  enter(ctx) {
    if (ctx.state.tleilaxu) drawFaceDancers(ctx, FACE_DANCERS);
  },
};

/** The Face Dancers the Tleilaxu hold (custody counts them as traitor cards in their keeping). */
export const heldFaceDancers = (state: Draft): readonly TraitorCardId[] => state.tleilaxu?.faceDancers ?? [];
