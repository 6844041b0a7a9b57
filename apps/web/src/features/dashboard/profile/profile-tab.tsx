import { startTransition, useEffect, useState } from 'react';
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
      {shown > 1 && <CareerPredictions />}
      {shown > 2 && <HouseholdMoney />}
      {shown > 3 && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <CareerPath onTab={onTab} />
          </div>
          <StatusPanel />
        </div>
      )}
      {shown > 4 && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <CompletionChecklist />
          <Journey />
        </div>
      )}
      {shown > 5 && <LocationExplorer />}
    </div>
  );
}
