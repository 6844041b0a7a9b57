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

export function ProfileTab({ onTab }: { onTab: (tab: string) => void }) {
  return (
    <div className="space-y-5" data-testid="profile-tab">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <UserCard />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <LifestyleCard />
          <WorkStyleCard />
        </div>
      </div>
      <CareerPredictions />
      <HouseholdMoney />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CareerPath onTab={onTab} />
        </div>
        <StatusPanel />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CompletionChecklist />
        <Journey />
      </div>
      <LocationExplorer />
    </div>
  );
}
