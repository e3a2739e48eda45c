// LunchBox's scene-text reader over Debian's OpenCV DNN: PaddleOCR's PP-OCRv4 text
// detector (DBNet) and recogniser (SVTR-LCNet), rewritten for OpenCV 4.6 by
// scripts/lib/text_model.py. The detector marks where text is; each region, the tallest
// first, is cut out, brought to the recogniser's 48-pixel height and read. Decoding the
// recogniser's classes into letters (CTC) is left to the caller, which holds the keys.
#include "FoodModelABI.h"

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <map>
#include <cmath>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

struct lunchbox_text_reader {
    std::string detector_path;
    // One detector a side: a network keeps the sizes of its upsampling layers from the
    // first image it sees, so a pack's 512 and a receipt's 1024 need one each.
    std::map<int, cv::dnn::Net> detectors;
    cv::dnn::Net line;
    cv::dnn::Net word;
};

namespace {
constexpr int kLineHeight = 48;
constexpr int kLineWidth = 320;
constexpr int kWordWidth = 160;
// DBNet's settings as PaddleOCR ships them: a pixel is text above 0.3, a region is kept
// when its mean is above 0.5, and grown by 1.6 times its area over its perimeter (the
// detector marks the shrunken core of each word).
constexpr float kTextThreshold = 0.3f;
constexpr float kRegionThreshold = 0.5f;
constexpr double kUnclipRatio = 1.6;
// Regions smaller than this, in detector pixels, are specks.
constexpr int kSmallestSide = 4;

void write_error(char *error, size_t size, const std::string &message) {
    if (size == 0) return;
    std::snprintf(error, size, "%s", message.c_str());
}

void prefer_cpu(cv::dnn::Net &net) {
    net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
    net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
}

cv::dnn::Net &detector(lunchbox_text_reader *reader, int side) {
    auto found = reader->detectors.find(side);
    if (found != reader->detectors.end()) return found->second;
    cv::dnn::Net net = cv::dnn::readNetFromONNX(reader->detector_path);
    prefer_cpu(net);
    return reader->detectors.emplace(side, net).first->second;
}

// (x - 127.5) / 127.5: the range PaddleOCR's models were trained on.
cv::Mat blob(const cv::Mat &image) {
    return cv::dnn::blobFromImage(image, 1.0 / 127.5, image.size(), cv::Scalar(127.5, 127.5, 127.5), false, false);
}

struct Region {
    cv::Rect box;  // in the image's own pixels
    float score;
};

// Where the detector sees text, in the image's pixels, the tallest first.
std::vector<Region> detect(lunchbox_text_reader *reader, const cv::Mat &image, int side) {
    double scale = double(side) / std::max(image.cols, image.rows);
    int width = std::clamp(int(std::lround(image.cols * scale)), 1, side);
    int height = std::clamp(int(std::lround(image.rows * scale)), 1, side);
    cv::Mat resized;
    cv::resize(image, resized, cv::Size(width, height), 0, 0, scale < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
    // Always side x side (side a multiple of 32): the network keeps the sizes of its
    // upsampling layers from the first image it sees.
    cv::Mat padded(side, side, CV_8UC3, cv::Scalar(0, 0, 0));
    resized.copyTo(padded(cv::Rect(0, 0, width, height)));
    cv::dnn::Net &net = detector(reader, side);
    net.setInput(blob(padded));
    cv::Mat output = net.forward();
    cv::Mat map(output.size[2], output.size[3], CV_32F, output.ptr<float>());
    cv::Mat text = map > kTextThreshold;
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(text, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    std::vector<Region> regions;
    cv::Rect inside(0, 0, width, height);
    for (const auto &contour : contours) {
        cv::Rect core = cv::boundingRect(contour) & inside;
        if (core.width < kSmallestSide || core.height < kSmallestSide) continue;
        cv::Mat mask = cv::Mat::zeros(core.size(), CV_8U);
        std::vector<std::vector<cv::Point>> shifted{contour};
        for (auto &point : shifted[0]) point -= core.tl();
        cv::fillPoly(mask, shifted, cv::Scalar(255));
        float score = float(cv::mean(map(core), mask)[0]);
        if (score < kRegionThreshold) continue;
        int grow = int(std::lround(double(core.area()) * kUnclipRatio / (2.0 * (core.width + core.height))));
        cv::Rect grown(core.x - grow, core.y - grow, core.width + 2 * grow, core.height + 2 * grow);
        grown &= inside;
        cv::Rect original(
            int(grown.x / scale), int(grown.y / scale), int(std::ceil(grown.width / scale)), int(std::ceil(grown.height / scale)));
        original &= cv::Rect(0, 0, image.cols, image.rows);
        if (original.width < 2 || original.height < 2) continue;
        regions.push_back({original, score});
    }
    std::sort(regions.begin(), regions.end(), [](const Region &a, const Region &b) {
        // A word standing upright is as tall as its length: compare the letters' height.
        return std::min(a.box.width, a.box.height) > std::min(b.box.width, b.box.height);
    });
    return regions;
}

// The recogniser's likeliest class and its probability at each step for one region.
void recognise(lunchbox_text_reader *reader, const cv::Mat &image, const cv::Rect &box, int *labels, float *probabilities, int steps) {
    cv::Mat crop = image(box);
    // Text running down a carton's side: PP-OCR turns regions 1.5 times taller than wide.
    if (crop.rows >= crop.cols * 3 / 2) cv::rotate(crop, crop, cv::ROTATE_90_COUNTERCLOCKWISE);
    int width = std::clamp(int(std::lround(crop.cols * double(kLineHeight) / crop.rows)), 8, kLineWidth);
    bool isWord = width <= kWordWidth;
    int inputWidth = isWord ? kWordWidth : kLineWidth;
    cv::dnn::Net &recogniser = isWord ? reader->word : reader->line;
    cv::Mat line;
    cv::resize(crop, line, cv::Size(width, kLineHeight), 0, 0, crop.rows > kLineHeight ? cv::INTER_AREA : cv::INTER_LINEAR);
    // The rest of the line is zero after normalisation, as PaddleOCR pads it.
    const int shape[] = {1, 3, kLineHeight, inputWidth};
    cv::Mat input(4, shape, CV_32F, cv::Scalar(0));
    cv::Mat word = blob(line);
    for (int channel = 0; channel < 3; channel++) {
        for (int row = 0; row < kLineHeight; row++) {
            const float *from = word.ptr<float>(0, channel, row);
            std::copy(from, from + width, input.ptr<float>(0, channel, row));
        }
    }
    recogniser.setInput(input);
    cv::Mat output = recogniser.forward();  // 1 x its steps x classes
    if (output.dims != 3 || output.size[1] > steps) throw std::runtime_error("the recogniser's output is not the expected size");
    int classes = output.size[2];
    std::fill(labels, labels + steps, 0);
    std::fill(probabilities, probabilities + steps, 1.0f);
    for (int step = 0; step < output.size[1]; step++) {
        const float *scores = output.ptr<float>(0, step);
        const float *best = std::max_element(scores, scores + classes);
        labels[step] = int(best - scores);
        probabilities[step] = *best;
    }
}
}  // namespace

extern "C" {
lunchbox_text_reader *lunchbox_text_reader_load(const char *detector, const char *line, const char *word, char *error, size_t error_size);
int lunchbox_text_reader_read(
    lunchbox_text_reader *reader, const unsigned char *rgb, int width, int height, int detector_side, float *boxes, int *labels,
    float *probabilities, int capacity, int steps, char *error, size_t error_size);
void lunchbox_text_reader_free(lunchbox_text_reader *reader);
}

[[maybe_unused]] static const lunchbox_text_reader_load_fn checked_load = &lunchbox_text_reader_load;
[[maybe_unused]] static const lunchbox_text_reader_read_fn checked_read = &lunchbox_text_reader_read;
[[maybe_unused]] static const lunchbox_text_reader_free_fn checked_free = &lunchbox_text_reader_free;

lunchbox_text_reader *lunchbox_text_reader_load(const char *detector, const char *line, const char *word, char *error, size_t error_size) {
    try {
        cv::setNumThreads(1);
        auto reader = new lunchbox_text_reader{detector, {}, cv::dnn::readNetFromONNX(line), cv::dnn::readNetFromONNX(word)};
        prefer_cpu(reader->line);
        prefer_cpu(reader->word);
        return reader;
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return nullptr;
    }
}

int lunchbox_text_reader_read(
    lunchbox_text_reader *reader, const unsigned char *rgb, int width, int height, int detector_side, float *boxes, int *labels,
    float *probabilities, int capacity, int steps, char *error, size_t error_size) {
    try {
        if (width <= 0 || height <= 0) throw std::runtime_error("empty image");
        if (detector_side < 32 || detector_side > 2048 || detector_side % 32 != 0) throw std::runtime_error("the detector's side must be a multiple of 32");
        cv::Mat image(height, width, CV_8UC3, const_cast<unsigned char *>(rgb));
        std::vector<Region> regions = detect(reader, image, detector_side);
        int count = std::min(int(regions.size()), capacity);
        for (int index = 0; index < count; index++) {
            const cv::Rect &box = regions[index].box;
            boxes[4 * index] = float(box.x) / width;
            boxes[4 * index + 1] = float(box.y) / height;
            boxes[4 * index + 2] = float(box.width) / width;
            boxes[4 * index + 3] = float(box.height) / height;
            recognise(reader, image, box, labels + index * steps, probabilities + index * steps, steps);
        }
        return count;
    } catch (const std::exception &exception) {
        write_error(error, error_size, exception.what());
        return -1;
    }
}

void lunchbox_text_reader_free(lunchbox_text_reader *reader) { delete reader; }
