import { describeRtpSimulation } from './rtp-sim-suite.ts';

// Titles at odd positions of slot-titles.ts; even ones in rtp-sim.test.ts (run in parallel).
describeRtpSimulation(1, 2);
