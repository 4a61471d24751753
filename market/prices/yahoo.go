package prices

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/vera-invest/vera/market"
)

// yahooChart is a client of a Yahoo-chart-compatible HTTP API (GET
// {BaseURL}/v8/finance/chart/{symbol}?range=..&interval=..). Null values in the response are
// missing data, never zero: a bar with a null close is dropped. The response's meta is used
// for the exchange name only; 52-week and day ranges are computed from the bars.
type yahooChart struct {
	// BaseURL is the API's scheme and host, e.g. "https://query1.finance.yahoo.com".
	BaseURL string
	// Client defaults to a client with a 20 s timeout.
	Client *http.Client
	// DailyRange is the daily history requested (default "5y").
	DailyRange string
	// IntradayRange and IntradayInterval select the intraday bars (default "5d" and "5m");
	// IntradayInterval "-" skips intraday bars.
	IntradayRange    string
	IntradayInterval string
	// UserAgent is sent with every request (some deployments require one).
	UserAgent string
}

// maxChartBody bounds a response body.
const maxChartBody = 32 << 20

// Name implements Provider.
func (y *yahooChart) Name() string { return "yahoo-chart" }

// chartResponse is the v8 chart wire format (the parts Vera reads).
type chartResponse struct {
	Chart struct {
		Result []chartResult `json:"result"`
		Error  *struct {
			Code        string `json:"code"`
			Description string `json:"description"`
		} `json:"error"`
	} `json:"chart"`
}

type chartResult struct {
	Meta struct {
		Symbol            string `json:"symbol"`
		Currency          string `json:"currency"`
		ExchangeName      string `json:"exchangeName"`
		FullExchangeName  string `json:"fullExchangeName"`
		RegularMarketTime int64  `json:"regularMarketTime"`
	} `json:"meta"`
	Timestamp  []int64 `json:"timestamp"`
	Indicators struct {
		Quote []struct {
			Open   []*float64 `json:"open"`
			High   []*float64 `json:"high"`
			Low    []*float64 `json:"low"`
			Close  []*float64 `json:"close"`
			Volume []*float64 `json:"volume"`
		} `json:"quote"`
		AdjClose []struct {
			AdjClose []*float64 `json:"adjclose"`
		} `json:"adjclose"`
	} `json:"indicators"`
}

// Fetch implements Provider: the daily bars on the asset's basis (close for price, adjclose
// for total-return) and the latest intraday bars.
func (y *yahooChart) Fetch(ctx context.Context, a market.Asset) (*market.Series, error) {
	dr := y.DailyRange
	if dr == "" {
		dr = "5y"
	}
	daily, err := y.chart(ctx, a.Symbol, dr, "1d")
	if err != nil {
		return nil, err
	}
	s := &market.Series{Symbol: a.Symbol, Source: y.Name(), Exchange: daily.Meta.FullExchangeName}
	if s.Exchange == "" {
		s.Exchange = daily.Meta.ExchangeName
	}
	if s.Daily, err = dailyBars(daily, a.Basis); err != nil {
		return nil, fmt.Errorf("%s daily chart: %w", a.Symbol, err)
	}
	if len(s.Daily) == 0 {
		return nil, fmt.Errorf("%s daily chart has no closes: %w", a.Symbol, errNoData)
	}
	if y.IntradayInterval != "-" {
		ir, iv := y.IntradayRange, y.IntradayInterval
		if ir == "" {
			ir = "5d"
		}
		if iv == "" {
			iv = "5m"
		}
		intra, err := y.chart(ctx, a.Symbol, ir, iv)
		switch {
		case errors.Is(err, errNoData):
		case err != nil:
			return nil, err
		default:
			if s.Intraday, err = intradayBars(intra); err != nil {
				return nil, fmt.Errorf("%s intraday chart: %w", a.Symbol, err)
			}
		}
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return s, nil
}

func (y *yahooChart) chart(ctx context.Context, symbol, rng, interval string) (*chartResult, error) {
	base := strings.TrimRight(y.BaseURL, "/")
	if base == "" {
		return nil, errors.New("yahoo chart: no base URL configured")
	}
	q := url.Values{"range": {rng}, "interval": {interval}, "includePrePost": {"false"}, "events": {"div,split"}}
	u := base + "/v8/finance/chart/" + url.PathEscape(symbol) + "?" + q.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, fmt.Errorf("chart request for %s: %w", symbol, err)
	}
	req.Header.Set("Accept", "application/json")
	if y.UserAgent != "" {
		req.Header.Set("User-Agent", y.UserAgent)
	}
	client := y.Client
	if client == nil {
		client = &http.Client{Timeout: 20 * time.Second}
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("chart %s %s/%s: %w", symbol, rng, interval, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxChartBody+1))
	if err != nil {
		return nil, fmt.Errorf("chart %s %s/%s: read body: %w", symbol, rng, interval, err)
	}
	if len(body) > maxChartBody {
		return nil, fmt.Errorf("chart %s %s/%s: body over %d bytes", symbol, rng, interval, maxChartBody)
	}
	var cr chartResponse
	jsonErr := json.Unmarshal(body, &cr)
	if cr.Chart.Error != nil && cr.Chart.Error.Code != "" {
		if resp.StatusCode == http.StatusNotFound || strings.EqualFold(cr.Chart.Error.Code, "Not Found") {
			return nil, fmt.Errorf("chart %s: %s: %w", symbol, cr.Chart.Error.Description, errNoData)
		}
		return nil, fmt.Errorf("chart %s %s/%s: HTTP %d: %s: %s", symbol, rng, interval, resp.StatusCode, cr.Chart.Error.Code, cr.Chart.Error.Description)
	}
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("chart %s: HTTP 404: %w", symbol, errNoData)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("chart %s %s/%s: HTTP %d", symbol, rng, interval, resp.StatusCode)
	}
	if jsonErr != nil {
		return nil, fmt.Errorf("chart %s %s/%s: decode: %w", symbol, rng, interval, jsonErr)
	}
	if len(cr.Chart.Result) == 0 {
		return nil, fmt.Errorf("chart %s: empty result: %w", symbol, errNoData)
	}
	r := &cr.Chart.Result[0]
	if r.Meta.Currency != "" && r.Meta.Currency != "USD" {
		return nil, fmt.Errorf("chart %s is priced in %s, not USD", symbol, r.Meta.Currency)
	}
	return r, nil
}

func val(xs []*float64, i int) float64 {
	if i >= len(xs) || xs[i] == nil {
		return math.NaN()
	}
	return *xs[i]
}

// dailyBars converts a daily chart. A bar whose session had not closed at the response's
// regularMarketTime is a live price, not a close, and is dropped.
func dailyBars(r *chartResult, basis market.Basis) ([]market.DailyBar, error) {
	if len(r.Indicators.Quote) == 0 {
		return nil, nil
	}
	q := r.Indicators.Quote[0]
	closes := q.Close
	if basis == market.BasisTotalReturn {
		if len(r.Indicators.AdjClose) == 0 {
			return nil, errors.New("total-return basis needs adjclose, the response has none")
		}
		closes = r.Indicators.AdjClose[0].AdjClose
	}
	var out []market.DailyBar
	for i, ts := range r.Timestamp {
		c := val(closes, i)
		if math.IsNaN(c) {
			continue // missing, not zero
		}
		d := market.SessionDate(ts)
		if len(out) > 0 && out[len(out)-1].Date == d {
			out = out[:len(out)-1] // a repeated session: the later bar wins
		}
		out = append(out, market.DailyBar{Date: d, Close: c, High: val(q.High, i), Low: val(q.Low, i), Volume: val(q.Volume, i)})
	}
	if n := len(out); n > 0 && r.Meta.RegularMarketTime > 0 {
		end, err := market.SessionClose(out[n-1].Date)
		if err != nil {
			return nil, err
		}
		if r.Meta.RegularMarketTime < end {
			out = out[:n-1]
		}
	}
	return out, nil
}

func intradayBars(r *chartResult) ([]market.IntradayBar, error) {
	if len(r.Indicators.Quote) == 0 {
		return nil, nil
	}
	q := r.Indicators.Quote[0]
	var out []market.IntradayBar
	for i, ts := range r.Timestamp {
		c := val(q.Close, i)
		if math.IsNaN(c) {
			continue
		}
		if len(out) > 0 && ts <= out[len(out)-1].Time {
			return nil, fmt.Errorf("bar times not increasing at %d", ts)
		}
		out = append(out, market.IntradayBar{Time: ts, Open: val(q.Open, i), High: val(q.High, i), Low: val(q.Low, i), Close: c, Volume: val(q.Volume, i)})
	}
	return out, nil
}
