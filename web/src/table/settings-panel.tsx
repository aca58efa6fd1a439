// The player's settings at the table (settings.ts): how Karama and card windows it could act on are handled, and
// the turn nudges for a hidden tab.
import { changeSettings, useSettings, type WindowHabit } from '../settings.ts';
import { allowNotifications } from './turn-nudge.ts';

function Habit({ label, value, set }: { label: string; value: WindowHabit; set: (v: WindowHabit) => void }) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => set(e.currentTarget.value as WindowHabit)}>
        <option value="ask">ask me</option>
        <option value="pass">pass unless I choose</option>
      </select>
    </label>
  );
}

export function SettingsPanel() {
  const s = useSettings();
  return (
    <details class="settings small" data-testid="settings">
      <summary>Settings</summary>
      <div class="row wrap">
        <Habit label="Karama windows" value={s.karama} set={(karama) => changeSettings({ karama })} />
        <Habit label="Card windows" value={s.cards} set={(cards) => changeSettings({ cards })} />
        <label>
          <input type="checkbox" checked={s.sound} onChange={(e) => changeSettings({ sound: e.currentTarget.checked })} /> sound when it is my turn
        </label>
        <label>
          <input
            type="checkbox"
            checked={s.notify}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              if (!on) return changeSettings({ notify: false });
              void allowNotifications().then((granted) => changeSettings({ notify: granted }));
            }}
          />{' '}
          notify me when it is my turn
        </label>
      </div>
      <p class="muted">Windows you cannot act on (no such card in your hand) are always passed for you.</p>
    </details>
  );
}
