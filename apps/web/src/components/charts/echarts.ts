/**
 * The parts of Apache ECharts the application draws with, registered once. Import this module only
 * through a dynamic `import()` (see `LazyChart`), so no screen loads ECharts before it draws a chart.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption as ChartOption } from 'echarts/core';
export { echarts };
