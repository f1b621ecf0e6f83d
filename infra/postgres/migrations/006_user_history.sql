-- A user's recent corrections (dtlib/records.py UserState.recent), published on users.state: +1
-- per answer the user reported wrong, times DT_USER_HISTORY_CONFIRMED_FACTOR per answer confirmed
-- since. A user's corrections before it was kept all count as recent (the safe side).
ALTER TABLE user_stats ADD COLUMN IF NOT EXISTS recent double precision NOT NULL DEFAULT 0;
UPDATE user_stats SET recent = corrections, dirty = true WHERE corrections > 0 AND recent = 0;
