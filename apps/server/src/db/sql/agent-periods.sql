-- Settlement windows and contract periods of the agent centre, in the platform's time zone whatever the
-- session's: every boundary is computed on local wall-clock time and turned back into an instant with
-- AT TIME ZONE, so days, weeks, half months and months follow the zone's calendar (and its DST).
-- Units: '5min' (real-time windows), 'hour', 'D' day, 'W' week from Monday, 'H' half month (1st–15th,
-- 16th–end), 'M' month. The window holding `p_at` is [period_start, period_end).

CREATE OR REPLACE FUNCTION agent_period_bounds(
  p_unit text, p_at timestamptz, p_tz text, OUT period_start timestamptz, OUT period_end timestamptz)
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_local timestamp := p_at AT TIME ZONE p_tz;
  v_month timestamp := date_trunc('month', v_local);
BEGIN
  CASE p_unit
    WHEN '5min' THEN
      period_start := date_bin('5 minutes', v_local, date_trunc('day', v_local)) AT TIME ZONE p_tz;
      period_end := (date_bin('5 minutes', v_local, date_trunc('day', v_local)) + interval '5 minutes') AT TIME ZONE p_tz;
    WHEN 'hour' THEN
      period_start := date_trunc('hour', v_local) AT TIME ZONE p_tz;
      period_end := (date_trunc('hour', v_local) + interval '1 hour') AT TIME ZONE p_tz;
    WHEN 'D' THEN
      period_start := date_trunc('day', v_local) AT TIME ZONE p_tz;
      period_end := (date_trunc('day', v_local) + interval '1 day') AT TIME ZONE p_tz;
    WHEN 'W' THEN
      period_start := date_trunc('week', v_local) AT TIME ZONE p_tz;
      period_end := (date_trunc('week', v_local) + interval '7 days') AT TIME ZONE p_tz;
    WHEN 'H' THEN
      IF extract(day FROM v_local) >= 16 THEN
        period_start := (v_month + interval '15 days') AT TIME ZONE p_tz;
        period_end := (v_month + interval '1 month') AT TIME ZONE p_tz;
      ELSE
        period_start := v_month AT TIME ZONE p_tz;
        period_end := (v_month + interval '15 days') AT TIME ZONE p_tz;
      END IF;
    WHEN 'M' THEN
      period_start := v_month AT TIME ZONE p_tz;
      period_end := (v_month + interval '1 month') AT TIME ZONE p_tz;
    ELSE
      RAISE EXCEPTION 'unknown period unit %', p_unit USING ERRCODE = '22023';
  END CASE;
END $function$;
