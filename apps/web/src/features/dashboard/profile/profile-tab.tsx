import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HouseholdMoney } from '../affordability/household-money';
import { CareerPath } from './career-path';
import { CareerPredictions } from './career-predictions';
import { CompletionChecklist } from './completion-checklist';
import { Journey } from './journey';
import { LifestyleCard } from './lifestyle-card';
import { LocationExplorer } from './location-explorer';
import { StatusPanel } from './status-panel';
import { UserCard } from './user-card';
import { WorkStyleCard } from './work-style-card';

/** The tab's blocks, top to bottom. */
const BLOCKS = 6;

/**
 * How many of the tab's blocks are shown: the first, then one more after each commit, each in a transition of its
 * own (decision 0115). Rendered at once, the whole tab was one commit and one style and layout of every card, the
 * map and the lists: a task of a quarter of a second on a fast machine, about a second on Lighthouse's slowed phone.
 * Block by block, each commit is short and the browser paints and answers input between them; the blocks come in top
 * to bottom, so nothing already on screen moves.
 */
function useShownBlocks(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/**
 * A block below the first one: laid out and painted only when it comes near the screen (`content-visibility: auto`,
 * decision 0226). Each block's commit then costs the style of its elements but not the layout of every card, list
 * and map inside it while it is out of sight (the largest task after the dashboard's first paint was that layout, 50-60
 * ms on Lighthouse's 4x phone). Until it has been laid out once it is reckoned at its height with the sample answers of
 * the API's tests (measured in English and Dutch at 412 and 1,440 px; `contain-intrinsic-size`), so the page is about
 * as long as before; once laid out, the browser keeps its real height (`auto`). The content stays in
 * the page for find-in-page, assistive technology and focus; the block clips what it paints, so 8 px around it are
 * left to the cards' shadows and focus rings (`overflow-clip-margin`).
 */
function Offscreen({ children, size }: { children: ReactNode; size: string }) {
  return (
    <div className={`[content-visibility:auto] [overflow-clip-margin:8px] ${size}`} data-offscreen-block="">
      {children}
    </div>
  );
}

export function ProfileTab({ onTab }: { onTab: (tab: string) => void }) {
  const shown = useShownBlocks(BLOCKS);
  return (
    <div className="space-y-5" data-testid="profile-tab">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <UserCard />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <LifestyleCard />
          <WorkStyleCard />
        </div>
      </div>
      {shown > 1 && (
        <Offscreen size="[contain-intrinsic-size:auto_2000px] lg:[contain-intrinsic-size:auto_900px]">
          <CareerPredictions />
        </Offscreen>
      )}
      {shown > 2 && (
        <Offscreen size="[contain-intrinsic-size:auto_2000px] lg:[contain-intrinsic-size:auto_1150px]">
          <HouseholdMoney />
        </Offscreen>
      )}
      {shown > 3 && (
        <Offscreen size="[contain-intrinsic-size:auto_1200px] lg:[contain-intrinsic-size:auto_570px]">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <CareerPath onTab={onTab} />
            </div>
            <StatusPanel />
          </div>
        </Offscreen>
      )}
      {shown > 4 && (
        <Offscreen size="[contain-intrinsic-size:auto_830px] lg:[contain-intrinsic-size:auto_460px]">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <CompletionChecklist />
            <Journey />
          </div>
        </Offscreen>
      )}
      {shown > 5 && (
        <Offscreen size="[contain-intrinsic-size:auto_1300px] lg:[contain-intrinsic-size:auto_610px]">
          <LocationExplorer />
        </Offscreen>
      )}
    </div>
  );
}
